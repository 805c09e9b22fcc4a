'use server';

import type { InquiryField, InquiryState } from './inquiry-fields';
import { validateInquiry } from './inquiry-schema';

function readFields(formData: FormData): Record<InquiryField, string> {
  const read = (field: InquiryField) => {
    const value = formData.get(field);
    return typeof value === 'string' ? value : '';
  };
  return { name: read('name'), email: read('email'), topic: read('topic'), message: read('message') };
}

export async function submitInquiry(_previous: InquiryState, formData: FormData): Promise<InquiryState> {
  const values = readFields(formData);
  const result = validateInquiry(values);
  if ('errors' in result) return { status: 'invalid', errors: result.errors, values };
  // No mail transport exists yet; the log line carries no personal data.
  console.info(`inquiry received: topic=${result.inquiry.topic} length=${result.inquiry.message.length}`);
  return { status: 'received' };
}
