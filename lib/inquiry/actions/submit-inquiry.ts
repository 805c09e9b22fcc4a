'use server';

import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { getCurrentUser } from '@/lib/auth/current-user';
import { actionError } from '@/lib/errors/to-response';
import type { InquiryField, InquiryState } from '../inquiry-fields';
import { validateInquiry } from '../inquiry-schema';
import { sendInquiry } from '../send-inquiry';

function readFields(formData: FormData): Record<InquiryField, string> {
  const read = (field: InquiryField) => {
    const value = formData.get(field);
    return typeof value === 'string' ? value : '';
  };
  return { name: read('name'), email: read('email'), topic: read('topic'), message: read('message') };
}

export async function submitInquiry(_previous: InquiryState, formData: unknown): Promise<InquiryState> {
  // An action can be posted any value, not only the form's data: anything else reads as an empty form.
  const values = readFields(formData instanceof FormData ? formData : new FormData());
  const result = validateInquiry(values);
  if ('errors' in result) return { status: 'invalid', errors: result.errors, values };
  const [user, locale, requestHeaders] = await Promise.all([getCurrentUser(), getLocale(), headers()]);
  try {
    await sendInquiry(result.inquiry, { memberId: user?.id ?? null, locale, headers: requestHeaders });
  } catch (error) {
    // "Received" only once the mail has gone; otherwise the sender keeps the text and reads why.
    return { status: 'failed', messageKey: actionError(error).error.messageKey, values };
  }
  return { status: 'received' };
}
