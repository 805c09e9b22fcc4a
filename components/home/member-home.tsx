import { getTranslations } from 'next-intl/server';
import { EventDates, type EventDate } from '@/components/catalogue/event-dates';
import { buttonStyles, formStyles } from '@/components/ui/styles';
import type { PlatinumHolding } from '@/lib/payments/membership';
import type { PlanOffer } from '@/lib/payments/plan-offer';
import { MemberPlan } from './member-plan';
import { ShortcutLinks, type Shortcut } from './shortcut-links';

// The event-day plan is here too: "Your membership" below is the subscription, not this plan.
const shortcuts: readonly Shortcut[] = [
  { href: '/user/favorites', label: 'favorites' },
  { href: '/plan', label: 'plan' },
  { href: '/map', label: 'map' },
  { href: '/print', label: 'print' },
];

type Props = { nickname: string; days: readonly EventDate[]; plan: PlatinumHolding; offer: PlanOffer; canSaveDays: boolean; today: string };

/**
 * The start page of a signed-in user, phone first: the search box at the top, then the days, the ways
 * on, the plan and the event-day data. A plain GET form, so that searching needs no script.
 */
export async function MemberHome({ nickname, days, plan, offer, canSaveDays, today }: Props) {
  const t = await getTranslations('Home.member');
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 md:px-8 md:py-10">
      <h1 className="text-xl font-bold break-words text-slate-900 md:text-2xl">{t('title', { nickname })}</h1>
      <form action="/circle/list" method="get" role="search" aria-label={t('searchLabel')} className="grid gap-2">
        <label htmlFor="home-keyword" className={formStyles.label}>
          {t('searchLabel')}
        </label>
        <div className="flex gap-2">
          <input id="home-keyword" type="search" name="keyword" enterKeyHint="search" aria-describedby="home-keyword-hint" className={`${formStyles.input} mt-0 min-h-11 flex-1`} />
          <button type="submit" className={`${buttonStyles.primary} min-h-11`}>
            {t('search')}
          </button>
        </div>
        <p id="home-keyword-hint" className={formStyles.hint}>
          {t('searchHint')}
        </p>
      </form>
      <section aria-labelledby="home-days">
        <h2 id="home-days" className="text-lg font-bold text-slate-900">
          {t('daysHeading')}
        </h2>
        {days.length > 0 ? <EventDates days={days} className="mt-2 grid gap-1 text-slate-800" /> : <p className="mt-2 text-slate-700">{t('noDays')}</p>}
      </section>
      <ShortcutLinks label={t('shortcutsLabel')} items={shortcuts} listClassName="grid grid-cols-2 gap-2 sm:grid-cols-4" />
      {/* A day's date is a calendar date at midnight UTC; today is Japan's calendar date (YYYY-MM-DD). */}
      <MemberPlan plan={plan} offer={offer} canSaveDays={canSaveDays} beforeEvent={days.length > 0 && days.every((day) => day.date.toISOString().slice(0, 10) > today)} />
    </div>
  );
}
