import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { standInSettings } from '@/tests/support/stand-in-settings';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by the Playwright configuration.');
  return standInSettings(0, dataDir).mailDir;
}

async function mailsTo(address: string): Promise<Mail[]> {
  const files = (await readdir(mailDir()).catch(() => [])).sort();
  const mails = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(mailDir(), file), 'utf8')) as Mail));
  return mails.filter((mail) => mail.to.includes(address));
}

/** The newest mail the SMTP stand-in received for `address` with this subject, waiting for the count to reach `count`. */
export async function waitForMail(address: string, subject: string, count = 1): Promise<Mail> {
  let matching: Mail[] = [];
  await expect
    .poll(async () => {
      matching = (await mailsTo(address)).filter((mail) => mail.subject === subject);
      return matching.length;
    }, { message: `mail "${subject}" to ${address}`, timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  const mail = matching.at(-1);
  if (!mail) throw new Error('unreachable');
  return mail;
}

/** The path and query of the first link to `pathname` in a mail, to open on the test's own base URL. */
export function linkPath(mail: Mail, pathname: string): string {
  const url = mail.text.match(/https?:\/\/\S+/g)?.map((candidate) => new URL(candidate)).find((candidate) => candidate.pathname === pathname);
  if (!url) throw new Error(`No ${pathname} link in:\n${mail.text}`);
  return `${url.pathname}${url.search}`;
}

export function sixDigitCode(mail: Mail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No six-digit code in:\n${mail.text}`);
  return code;
}
