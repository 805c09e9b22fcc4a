import type { BrowserContext } from '@playwright/test';

export const siteHeadings = {
  en: 'Find every circle at the convention, in your language',
  ja: '会場のすべてのサークルを、あなたの言語で',
  zh: '用你的语言，找到展会上的每一个社团',
} as const;

export type TestLocale = keyof typeof siteHeadings;

export async function setCookies(
  context: BrowserContext,
  baseURL: string | undefined,
  cookies: Record<string, string>,
): Promise<void> {
  if (!baseURL) throw new Error('The Playwright configuration must set baseURL.');
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseURL })));
}

export function acceptedConsent(locale?: TestLocale): Record<string, string> {
  return locale ? { cookie_consent: 'yes', locale } : { cookie_consent: 'yes' };
}
