import { z } from 'zod';
import { memberText } from '@/lib/validation/member-text';
import { inquiryErrorCodes, inquiryFields, inquiryLimits, inquiryTopics, type InquiryErrorCode, type InquiryErrors, type InquiryField } from './inquiry-fields';

// Error messages are codes: the form translates them, so the schema serves every language.
export const inquirySchema = z.object({
  // One line: a line break would start a new line of the operator's mail ("Member id: …", issue 32).
  name: memberText({ lines: false, max: inquiryLimits.name, errors: { tooLong: 'nameTooLong', characters: 'nameControlCharacters' } }),
  email: z.string().trim().min(1, 'emailRequired').pipe(z.email('emailInvalid')),
  topic: z.enum(inquiryTopics, 'topicRequired'),
  message: memberText({ lines: true, trim: true, min: 1, max: inquiryLimits.message, errors: { required: 'messageRequired', tooLong: 'messageTooLong', characters: 'messageCharacters' } }),
});

export type Inquiry = z.infer<typeof inquirySchema>;

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
