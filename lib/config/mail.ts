import { z } from 'zod';
import { readSettings } from './read-settings';

export interface MailConfig {
  /** Without it, mails are written to the local outbox folder. */
  smtpUrl: string | undefined;
  from: string;
}

export const mailEnvShape = {
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must look like smtp://user:password@host:587 or smtps://host:465' })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Web Catalogue <no-reply@localhost>'),
};

export function mailConfigFrom(env: { SMTP_URL?: string | undefined; MAIL_FROM: string }): MailConfig {
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM };
}

/** Read on every send (cheap), so that tests can point the transport at their own SMTP server. */
export function readMailConfig(): MailConfig {
  return mailConfigFrom(readSettings(mailEnvShape));
}
