import { createHash } from 'node:crypto';
import { test as base, expect } from '@playwright/test';

/**
 * Each test is its own client address: sign-in and sign-up are rate-limited per address (the first
 * X-Forwarded-For entry, as the reverse proxy in front of the app reports it), and parallel tests from
 * one machine would otherwise share one bucket. Cookies are accepted and the language is English.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    const hash = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}:${process.env.E2E_DATA_DIR ?? ''}`).digest();
    await provide({ 'x-forwarded-for': `10.${hash[0]}.${hash[1]}.${hash[2]}` });
  },
  context: async ({ context, baseURL }, provide) => {
    if (!baseURL) throw new Error('The Playwright configuration must set baseURL.');
    await context.addCookies([
      { name: 'cookie_consent', value: 'yes', url: baseURL },
      { name: 'locale', value: 'en', url: baseURL },
    ]);
    await provide(context);
  },
});

export { expect };
