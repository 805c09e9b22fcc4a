export interface MailText<Params> {
  subject: string;
  text: (params: Params) => string;
}

/** Every mail the product sends; each locale file implements all of them. */
export interface MailMessages {
  verifyEmail: MailText<{ url: string; minutes: number }>;
  passwordResetCode: MailText<{ code: string; minutes: number }>;
  accountExists: MailText<{ loginUrl: string; resetUrl: string }>;
  /** To the operator: a message from the inquiry form. */
  inquiry: MailText<InquiryMailParams>;
}

export interface InquiryMailParams {
  topic: string;
  name: string;
  email: string;
  /** The signed-in member's id; null for a visitor. */
  memberId: string | null;
  /** The language the sender uses the site in. */
  language: string;
  message: string;
}

export type MailKind = keyof MailMessages;

export type MailParams<K extends MailKind> = Parameters<MailMessages[K]['text']>[0];
