import { z } from 'zod';
import { inquiryErrorCodes, inquiryFields, inquiryLimits, inquiryTopics, type InquiryErrorCode, type InquiryErrors, type InquiryField } from './inquiry-fields';

/**
 * Control characters and line or paragraph separators: in a single-line field they would start new
 * lines of the operator's mail ("Member id: …" written by the sender, issue 32).
 */
const controlCharacters = /[\p{Cc}\u2028\u2029]/u;

// Error messages are codes: the form translates them, so the schema serves every language.
export const inquirySchema = z.object({
  name: z
    .string()
    .trim()
    .max(inquiryLimits.name, 'nameTooLong')
    .refine((name) => !controlCharacters.test(name), 'nameControlCharacters'),
  email: z.string().trim().min(1, 'emailRequired').pipe(z.email('emailInvalid')),
  topic: z.enum(inquiryTopics, 'topicRequired'),
  message: z.string().trim().min(1, 'messageRequired').max(inquiryLimits.message, 'messageTooLong'),
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
