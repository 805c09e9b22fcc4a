import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { readMailConfig } from '@/lib/config/mail';
import { localDataDir } from '@/lib/db/local-data-dir';
import type { ComposedMail } from './compose';

const transports = new Map<string, Transporter>();

function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

export function outboxDir(): string {
  return path.join(localDataDir(), 'outbox');
}

// Without SMTP (the embedded default) the mail is rendered exactly as it would be sent and kept as a file
// that any mail program opens, so sign-up and reset work on a machine with no mail server.
async function writeToOutbox(message: nodemailer.SendMailOptions, kind: string): Promise<string> {
  const rendered = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(message);
  const folder = outboxDir();
  await mkdir(folder, { recursive: true });
  const stamp = new Date().toISOString().replaceAll(':', '-');
  const file = path.join(folder, `${stamp}-${kind}-${randomBytes(3).toString('hex')}.eml`);
  await writeFile(file, rendered.message as Buffer, { mode: 0o600 });
  return file;
}

export async function sendMail(mail: ComposedMail): Promise<void> {
  const { smtpUrl, from } = readMailConfig();
  const message: nodemailer.SendMailOptions = { from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.replyTo && { replyTo: mail.replyTo }) };
  if (smtpUrl) {
    await smtpTransport(smtpUrl).sendMail(message);
    return;
  }
  const file = await writeToOutbox(message, mail.kind);
  console.info(`[mail] No SMTP_URL set: "${mail.subject}" to ${mail.to} written to ${file}`);
}
