import { getLocale, getTranslations } from 'next-intl/server';
import { locales } from '@/lib/i18n/locales';
import { setLocaleFromForm } from '@/lib/i18n/actions/set-locale';
import { plainFormAction } from '@/components/forms/plain-form-action';

/**
 * The languages as buttons of one server-rendered form, for the pages without the site header (sign-in,
 * sign-up): no script of their own, unlike the header's select, and each language named in itself.
 */
export async function LocaleButtons() {
  const [current, t] = await Promise.all([getLocale(), getTranslations('LocaleSwitcher')]);
  return (
    <nav aria-label={t('label')}>
      <form action={plainFormAction(setLocaleFromForm)} className="flex flex-wrap justify-end gap-1 text-sm">
        {locales.map((locale) => (
          <button
            key={locale}
            type="submit"
            name="locale"
            value={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            className="min-h-11 rounded-md px-2.5 text-primary-700 underline aria-[current=true]:font-semibold aria-[current=true]:text-slate-900 aria-[current=true]:no-underline"
          >
            {t(locale)}
          </button>
        ))}
      </form>
    </nav>
  );
}
