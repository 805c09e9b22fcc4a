'use client';

import { useActionState } from 'react';
import { FormFooter } from '@/components/forms/form-footer';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { FormMessage } from '@/components/forms/form-message';
import type { ActionResult } from '@/lib/errors';
import { inquiryLimits, type InquiryErrorCode, type InquiryField, type InquiryState, type InquiryTopic } from '@/lib/inquiry/inquiry-fields';
import { submitInquiry } from '@/lib/inquiry/actions/submit-inquiry';

export interface InquiryFormText {
  name: string;
  email: string;
  topic: string;
  message: string;
  submit: string;
  sending: string;
  received: string;
  errorSummary: string;
  topics: Record<InquiryTopic, string>;
  errors: Record<InquiryErrorCode, string>;
}

const noValues: Record<InquiryField, string> = { name: '', email: '', topic: '', message: '' };

/** The form's state from the action's last answer: a refused post (not the form's own) keeps nothing. */
function inquiryState(answer: ActionResult<InquiryState> | null): InquiryState {
  if (!answer) return { status: 'idle' };
  return answer.ok ? answer.data : { status: 'failed', messageKey: answer.error.messageKey, values: noValues };
}

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 aria-invalid:border-secondary-700';

export function InquiryForm({ text }: { text: InquiryFormText }) {
  const [answer, formAction, isPending] = useActionState<ActionResult<InquiryState> | null, FormData>(submitInquiry, null);
  const state = inquiryState(answer);
  const errorMessage = useErrorMessage();

  if (state.status === 'received') {
    return (
      <p role="status" className="mt-8 rounded-lg border border-primary-200 bg-primary-50 p-4 text-primary-900">
        {text.received}
      </p>
    );
  }

  const errors = state.status === 'invalid' ? state.errors : {};
  const values = state.status === 'invalid' || state.status === 'failed' ? state.values : undefined;
  const fieldProps = (field: InquiryField) => {
    const error = errors[field];
    return {
      id: `inquiry-${field}`,
      name: field,
      defaultValue: values?.[field],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `inquiry-${field}-error` : undefined,
    };
  };
  const errorText = (field: InquiryField) => {
    const error = errors[field];
    return error ? (
      <p id={`inquiry-${field}-error`} className="mt-1 text-sm text-secondary-700">
        {text.errors[error]}
      </p>
    ) : null;
  };

  return (
    <form action={formAction} noValidate className="mt-8 grid max-w-xl gap-5">
      {state.status === 'invalid' && <FormMessage kind="error">{text.errorSummary}</FormMessage>}
      {state.status === 'failed' && <FormMessage kind="error">{errorMessage(state.messageKey)}</FormMessage>}
      <div>
        <label htmlFor="inquiry-name" className="font-medium">
          {text.name}
        </label>
        <input {...fieldProps('name')} type="text" autoComplete="name" maxLength={inquiryLimits.name} className={inputClass} />
        {errorText('name')}
      </div>
      <div>
        <label htmlFor="inquiry-email" className="font-medium">
          {text.email}
        </label>
        <input {...fieldProps('email')} type="email" autoComplete="email" required className={inputClass} />
        {errorText('email')}
      </div>
      <div>
        <label htmlFor="inquiry-topic" className="font-medium">
          {text.topic}
        </label>
        <select {...fieldProps('topic')} required className={inputClass}>
          {Object.entries(text.topics).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {errorText('topic')}
      </div>
      <div>
        <label htmlFor="inquiry-message" className="font-medium">
          {text.message}
        </label>
        <textarea {...fieldProps('message')} rows={6} required maxLength={inquiryLimits.message} className={inputClass} />
        {errorText('message')}
      </div>
      <FormFooter submit={{ idle: text.submit, pending: text.sending }} pending={isPending} />
    </form>
  );
}
