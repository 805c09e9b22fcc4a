import 'server-only';
import { z } from 'zod';

const schema = z.object({
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must look like smtp://user:password@host:587 or smtps://host:465' })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Web Catalogue <no-reply@localhost>'),
});

export interface MailEnv {
  smtpUrl: string | undefined;
  from: string;
}

/** Read on every send: the transport choice is cheap, and tests point it at their own SMTP server. */
export function mailEnv(env: Record<string, string | undefined> = process.env): MailEnv {
  const result = schema.safeParse({ SMTP_URL: env.SMTP_URL || undefined, MAIL_FROM: env.MAIL_FROM || undefined });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid mail configuration:\n${problems.join('\n')}`);
  }
  return { smtpUrl: result.data.SMTP_URL, from: result.data.MAIL_FROM };
}
