'use client';

import { useState, type ReactNode } from 'react';
import { FormMessage } from '@/components/forms/form-message';
import { buttonStyles } from '@/components/ui/styles';
import { FreeTrialForm, type FreeTrialText } from './free-trial-form';
import { PaymentConfirmForm, type PaymentConfirmText } from './payment-confirm-form';
import { PaymentInfoForm, type PaymentInfoText, type PaymentProfileValues } from './payment-info-form';
import { StepList, type PayStepId } from './step-list';

export interface PayStepsText {
  stepsLabel: string;
  steps: Record<PayStepId, string>;
  next: string;
  /** Shown instead of a way forward when the operator has not set up payments. */
  notConfigured: string;
  info: PaymentInfoText;
  confirm: PaymentConfirmText;
  trial: FreeTrialText | null;
}

/**
 * The payment flow on one page: check the plan, input information, confirm, then Stripe's
 * payment page; Stripe sends the user back to `/pay` for the completion (thanks) step.
 */
export function PaySteps({
  plan,
  initialProfile,
  currentYear,
  configured,
  trialCompletePath,
  text,
}: {
  plan: ReactNode;
  initialProfile: PaymentProfileValues;
  currentYear: number;
  configured: boolean;
  trialCompletePath: string;
  text: PayStepsText;
}) {
  const [step, setStep] = useState<PayStepId>('plan');
  const [profile, setProfile] = useState(initialProfile);
  return (
    <div className="grid gap-6">
      {!configured && <FormMessage kind="error">{text.notConfigured}</FormMessage>}
      {/* Without payments the trial is the one way in: first, where the notice points, not below the plan. */}
      {!configured && step === 'plan' && text.trial && <FreeTrialForm text={text.trial} completePath={trialCompletePath} />}
      <StepList label={text.stepsLabel} names={text.steps} current={step} />
      <h2 className="text-xl font-bold text-slate-900">{text.steps[step]}</h2>
      {step === 'plan' && (
        <div className="grid gap-6">
          {plan}
          <div>
            {/* Without payments set up the steps would end in an error; the message above says why. */}
            <button type="button" onClick={() => setStep('info')} disabled={!configured} className={buttonStyles.secondary}>
              {text.next}
            </button>
          </div>
          {configured && text.trial && <FreeTrialForm text={text.trial} completePath={trialCompletePath} />}
        </div>
      )}
      {step === 'info' && (
        <PaymentInfoForm
          initial={profile}
          currentYear={currentYear}
          text={text.info}
          onBack={() => setStep('plan')}
          onSaved={(values) => {
            setProfile(values);
            setStep('confirm');
          }}
        />
      )}
      {(step === 'confirm' || step === 'pay') && (
        <PaymentConfirmForm profile={profile} configured={configured} text={text.confirm} onBack={() => setStep('info')} onLeaving={() => setStep('pay')} />
      )}
    </div>
  );
}
