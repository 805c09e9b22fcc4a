'use server';

import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import { getCurrentUser } from '@/lib/auth/current-user';
import { defineAction } from '@/lib/errors/define-action';
import { actionError } from '@/lib/errors/to-response';
import type { InquiryState } from '../inquiry-fields';
import { validateInquiry } from '../inquiry-schema';
import { sendInquiry } from '../send-inquiry';

// The form's fields as posted; their rules (validateInquiry) answer field by field in the form's state.
const postedText = z.string().default('');
const postedInquiry = z.object({ name: postedText, email: postedText, topic: postedText, message: postedText });

/** Anyone may write; a member's inquiry carries their id. */
export const submitInquiry = defineAction({ guard: getCurrentUser, schema: postedInquiry, formState: true }, async (values, user): Promise<InquiryState> => {
  const result = validateInquiry(values);
  if ('errors' in result) return { status: 'invalid', errors: result.errors, values };
  const [locale, requestHeaders] = await Promise.all([getLocale(), headers()]);
  try {
    await sendInquiry(result.inquiry, { memberId: user?.id ?? null, locale, headers: requestHeaders });
  } catch (error) {
    // "Received" only once the mail has gone; otherwise the sender keeps the text and reads why.
    return { status: 'failed', messageKey: actionError(error).error.messageKey, values };
  }
  return { status: 'received' };
});
