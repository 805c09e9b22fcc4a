export interface MailText<Params> {
  subject: string;
  text: (params: Params) => string;
}

/** Every mail the product sends; each locale file implements all of them. */
export interface MailMessages {
  verifyEmail: MailText<{ url: string; hours: number }>;
  passwordResetCode: MailText<{ code: string; minutes: number }>;
  accountExists: MailText<{ loginUrl: string; resetUrl: string }>;
}

export type MailKind = keyof MailMessages;

export type MailParams<K extends MailKind> = Parameters<MailMessages[K]['text']>[0];
