import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PaySteps, type PayStepsText } from '@/components/payments/pay-steps';
import en from '@/messages/en.json';

const t = en.Payments;
const confirm = {
  lead: t.confirmLead,
  labels: { plan: 'Plan', price: 'Price', validity: 'Valid until', nickname: 'Nickname', birthdate: 'Birthdate' },
  values: { plan: t.planTitle, price: '¥1,000', validity: '2027-01-31' },
  noRefundTitle: t.noRefundTitle,
  noRefund: t.noRefund,
  agreement: 'I agree',
  pay: t.pay,
  paying: t.paying,
  redirectNote: t.redirectNote,
  notConfigured: t.notConfigured,
  back: t.back,
};
const text: PayStepsText = {
  stepsLabel: t.stepsLabel,
  steps: t.steps,
  next: t.next,
  notConfigured: t.notConfigured,
  info: { lead: t.infoLead, nickname: 'Nickname', showAdult: 'See adult content', showAdultHint: '', save: t.saveAndContinue, saving: t.saving, back: t.back, birthdate: en.BirthdateFields },
  confirm,
  trial: null,
};

const trial = { title: t.freeTrialTitle, body: 'Until December 31', agree: t.freeTrialAgree, start: t.startTrial, starting: t.starting };

function renderSteps(configured: boolean, stepsText: PayStepsText = text): string {
  // The trial's form asks for the app's router (it goes on after starting); rendering does not use it.
  const router = {} as AppRouterInstance;
  return renderToStaticMarkup(
    <AppRouterContext.Provider value={router}>
      <PaySteps plan={<p>The plan</p>} initialProfile={{ nickname: 'Tester', birthdate: '1990-04-01', showAdult: true }} currentYear={2026} configured={configured} trialCompletePath="/pay?completed=trial" text={stepsText} />
    </AppRouterContext.Provider>,
  );
}

const alertText = (html: string) => /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
/** The attributes of the button that leads from the plan to the next step. */
const nextButton = (html: string) => new RegExp(`<button([^>]*)>${t.next}</button>`).exec(html)?.[1];

// `/pay` on a server whose operator has not set up Stripe: it says so and offers no way into the steps,
// which would otherwise end in an error at the payment.
describe('the payment steps', () => {
  it('say plainly that payments are not configured and disable the way forward', () => {
    const html = renderSteps(false);
    expect(alertText(html)).toBe('Payments are not configured on this server, so the plan cannot be bought here.');
    expect(nextButton(html)).toContain(' disabled=""');
  });

  it('lead on to the next step, with no such message, once payments are configured', () => {
    const html = renderSteps(true);
    expect(alertText(html)).toBeUndefined();
    expect(nextButton(html)).toBeDefined();
    expect(nextButton(html)).not.toContain(' disabled=""');
  });

  // Without payments a member inside the trial window still has a way in: the notice says so and the
  // trial's form comes right under it, before the steps, where a phone shows it without scrolling.
  it('point to the free trial, first on the page, when payments are not configured and a trial is open', () => {
    const html = renderSteps(false, { ...text, notConfigured: t.notConfiguredTrialOpen, trial });
    expect(alertText(html)).toBe(t.notConfiguredTrialOpen);
    expect(html.indexOf(t.startTrial)).toBeGreaterThan(html.indexOf(t.notConfiguredTrialOpen));
    expect(html.indexOf(t.startTrial)).toBeLessThan(html.indexOf('The plan'));
    expect(html.split(t.startTrial)).toHaveLength(2);
  });

  it('keep the trial below the plan once payments are configured', () => {
    const html = renderSteps(true, { ...text, trial });
    expect(html.indexOf(t.startTrial)).toBeGreaterThan(html.indexOf('The plan'));
  });
});
