import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { composeMail, mailMessages, sendMail } from '@/lib/mail';
import { locales } from '@/lib/i18n/locales';
import { parseMail } from '@/tests/support/mime';

describe('mail texts', () => {
  it('exist in every locale for every mail, and each differs from English', () => {
    const kinds = Object.keys(mailMessages.en).sort();
    for (const locale of locales) {
      expect(Object.keys(mailMessages[locale]).sort()).toEqual(kinds);
      if (locale === 'en') continue;
      for (const kind of kinds as (keyof typeof mailMessages.en)[]) {
        expect(mailMessages[locale][kind].subject).not.toBe(mailMessages.en[kind].subject);
      }
    }
  });

  it('put the link, the code and the lifetime into the body', () => {
    for (const locale of locales) {
      const verify = composeMail('verifyEmail', locale, 'a@example.com', { url: 'https://catalogue.example/auth/verify?token=abc', minutes: 60 });
      expect(verify.text).toContain('https://catalogue.example/auth/verify?token=abc');
      expect(verify.text).toContain('60');
      const reset = composeMail('passwordResetCode', locale, 'a@example.com', { code: '012345', minutes: 15 });
      expect(reset.text).toContain('012345');
      expect(reset.text).toContain('15');
    }
  });
});

describe('sendMail without SMTP', () => {
  let folder: string | undefined;

  afterEach(async () => {
    vi.unstubAllEnvs();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('writes an .eml file to the outbox of the data folder and says so on the console', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'catalogue-mail-'));
    vi.stubEnv('CATALOGUE_DATA_DIR', folder);
    vi.stubEnv('SMTP_URL', '');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await sendMail(composeMail('passwordResetCode', 'ja', 'mika@example.com', { code: '482913', minutes: 15 }));

    const files = await readdir(path.join(folder, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/passwordResetCode.*\.eml$/);
    const mail = parseMail(await readFile(path.join(folder, 'outbox', files[0] ?? ''), 'utf8'));
    expect(mail.subject).toBe('パスワード再設定コード');
    expect(mail.headers.get('to')).toBe('mika@example.com');
    expect(mail.text).toContain('482913');
    expect(info.mock.calls[0]?.[0]).toContain(files[0]);
    info.mockRestore();
  });
});
