import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { PayOutcome } from '@/components/payments/pay-outcome';
import { PaySteps, type PayStepsText } from '@/components/payments/pay-steps';
import { PlanSummary } from '@/components/payments/plan-summary';
import { pageContainer } from '@/components/ui/styles';
import { guardPage } from '@/lib/auth/guard-page';
import { firstValues } from '@/lib/auth/login-query';
import { birthdateText } from '@/components/forms/birthdate-text';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { payPaths } from '@/lib/payments/pay-paths';
import { payView, type PayView } from '@/lib/payments/pay-view';
import { payQuerySchema } from '@/lib/payments/schemas';
import { todayInJapan } from '@/lib/time/japan-time';

export const generateMetadata = () => routeMetadata('pay');

interface PayPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function stepsText(view: Extract<PayView, { kind: 'steps' }>): Promise<PayStepsText> {
  const [t, account, birthdate] = await Promise.all([getTranslations('Payments'), getTranslations('Account'), birthdateText()]);
  const { offer } = view;
  return {
    stepsLabel: t('stepsLabel'),
    steps: { plan: t('steps.plan'), info: t('steps.info'), confirm: t('steps.confirm'), pay: t('steps.pay'), complete: t('steps.complete') },
    next: t('next'),
    notConfigured: view.trialAvailable && view.offer.freeTrialUntil ? t('notConfiguredTrialOpen') : t('notConfigured'),
    info: {
      lead: t('infoLead'),
      nickname: account('nickname'),
      showAdult: account('showAdult'),
      showAdultHint: account('showAdultHint'),
      save: t('saveAndContinue'),
      saving: t('saving'),
      back: t('back'),
      birthdate,
    },
    confirm: {
      lead: t('confirmLead'),
      labels: { plan: t('summary.plan'), price: t('summary.price'), validity: t('summary.validity'), nickname: t('summary.nickname'), birthdate: t('summary.birthdate') },
      values: { plan: t('planTitle'), price: t('price', { price: offer.priceYen }), validity: t('validityShort', { until: offer.validUntil }) },
      noRefundTitle: t('noRefundTitle'),
      noRefund: t('noRefund'),
      agreement: t('agreement', { price: offer.priceYen }),
      pay: t('pay'),
      paying: t('paying'),
      redirectNote: t('redirectNote'),
      notConfigured: t('notConfigured'),
      back: t('back'),
    },
    trial:
      view.trialAvailable && offer.freeTrialUntil
        ? { title: t('freeTrialTitle'), body: t('freeTrialBody', { until: offer.freeTrialUntil }), agree: t('freeTrialAgree'), start: t('startTrial'), starting: t('starting') }
        : null,
  };
}

export default async function PayPage({ searchParams }: PayPageProps) {
  const { user } = await guardPage('PAYMENT_START');
  const query = payQuerySchema.parse(firstValues(await searchParams));
  const [view, routes] = await Promise.all([payView(user, query), getTranslations('Routes')]);
  return (
    <div className={`${pageContainer} grid gap-6`}>
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{routes('pay')}</h1>
      {view.kind === 'steps' ? (
        // The confirmation formats the birthdate in the page's language: the provider brings the locale
        // and the date formats, no messages (the steps get their texts as props).
        <NextIntlClientProvider messages={{}}>
          <PaySteps
            plan={<PlanSummary offer={view.offer} />}
            initialProfile={view.profile}
            currentYear={Number(todayInJapan().slice(0, 4))}
            configured={view.paymentsConfigured}
            trialCompletePath={payPaths.trialComplete}
            text={await stepsText(view)}
          />
        </NextIntlClientProvider>
      ) : (
        <>
          <PayOutcome view={view} />
          {view.kind !== 'complete' && <PlanSummary offer={view.offer} />}
        </>
      )}
    </div>
  );
}
