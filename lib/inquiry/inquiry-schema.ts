import { z } from 'zod';
import type { ErrorMessageKey } from '@/lib/errors/app-error';

export const inquiryTopics = ['account', 'payment', 'catalogue', 'other'] as const;

export type InquiryTopic = (typeof inquiryTopics)[number];

export const inquiryErrorCodes = [
  'emailRequired',
  'emailInvalid',
  'topicRequired',
  'messageRequired',
  'messageTooLong',
  'nameTooLong',
] as const;

export type InquiryErrorCode = (typeof inquiryErrorCodes)[number];

export const inquiryLimits = { name: 100, message: 2000 } as const;

// Error messages are codes: the form translates them, so the schema serves every language.
export const inquirySchema = z.object({
  name: z.string().trim().max(inquiryLimits.name, 'nameTooLong'),
  email: z.string().trim().min(1, 'emailRequired').pipe(z.email('emailInvalid')),
  topic: z.enum(inquiryTopics, 'topicRequired'),
  message: z.string().trim().min(1, 'messageRequired').max(inquiryLimits.message, 'messageTooLong'),
});

export type Inquiry = z.infer<typeof inquirySchema>;

export const inquiryFields = ['name', 'email', 'topic', 'message'] as const;

export type InquiryField = (typeof inquiryFields)[number];

export type InquiryErrors = Partial<Record<InquiryField, InquiryErrorCode>>;

export type InquiryState =
  | { status: 'idle' }
  | { status: 'received' }
  | { status: 'invalid'; errors: InquiryErrors; values: Record<InquiryField, string> }
  /** Valid but not sent (too many messages, the mail server down): the form keeps what was written. */
  | { status: 'failed'; messageKey: ErrorMessageKey; values: Record<InquiryField, string> };

function isErrorCode(value: string): value is InquiryErrorCode {
  return (inquiryErrorCodes as readonly string[]).includes(value);
}

function isField(value: unknown): value is InquiryField {
  return (inquiryFields as readonly unknown[]).includes(value);
}

export function validateInquiry(input: Record<InquiryField, string>): { inquiry: Inquiry } | { errors: InquiryErrors } {
  const result = inquirySchema.safeParse(input);
  if (result.success) return { inquiry: result.data };
  const errors: InquiryErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field] && isErrorCode(issue.message)) errors[field] = issue.message;
  }
  return { errors };
}
