import { request as playwrightRequest } from '@playwright/test';
import { demo, signInThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// The catalogue snapshot through the running app: only an adult member with the plan receives the
// adult variant; a visitor and an under-18 member get nothing at its address.

type Manifest = { variant: string; hash: string; url: string };

test('a visitor and an under-18 member never receive the adult variant', async ({ context, baseURL }) => {
  test.setTimeout(120_000);
  await signInThroughApi(context.request, demo.platinum);
  const manifest = (await (await context.request.get('/api/offline/catalogue')).json()) as Manifest;
  expect(manifest.variant).toBe('adult');
  expect((await context.request.get(manifest.url)).status()).toBe(200);

  const visitor = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.222.0.1' } });
  const minor = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.222.0.2' } });
  try {
    await signInThroughApi(minor, demo.minor);
    for (const [who, client] of [['visitor', visitor], ['minor', minor]] as const) {
      for (const path of [manifest.url, manifest.url.replace('/adult/', '/general/'), '/api/offline/catalogue']) {
        const response = await client.get(path);
        expect([401, 403], `${who} ${path}`).toContain(response.status());
      }
    }
  } finally {
    await visitor.dispose();
    await minor.dispose();
  }
});
