// The inquiry form's fields, topics, limits and error codes. A plain module: the form in the browser
// reads the limits, the schema (./inquiry-schema) validates on the server.
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
  'nameControlCharacters',
  'messageCharacters',
] as const;

export type InquiryErrorCode = (typeof inquiryErrorCodes)[number];

export const inquiryLimits = { name: 100, message: 2000 } as const;

export const inquiryFields = ['name', 'email', 'topic', 'message'] as const;

export type InquiryField = (typeof inquiryFields)[number];

export type InquiryErrors = Partial<Record<InquiryField, InquiryErrorCode>>;

export type InquiryState =
  | { status: 'idle' }
  | { status: 'received' }
  | { status: 'invalid'; errors: InquiryErrors; values: Record<InquiryField, string> }
  /** Valid but not sent (too many messages, the mail server down): the form keeps what was written. */
  | { status: 'failed'; messageKey: ErrorMessageKey; values: Record<InquiryField, string> };
