import { demo, signInThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// Issue 15, findings 9 and 5: a path a browser could never produce is a client error, never a 500.

const invalidUtf8 = '%C3%28';
const hugeId = '99999999999';

test.beforeEach(async ({ context }) => {
  await signInThroughApi(context.request, demo.platinum);
});

for (const path of [`/circle/${invalidUtf8}`, `/booth/${invalidUtf8}`, `/cuts/${invalidUtf8}`, `/api/map/day/${invalidUtf8}`]) {
  test(`${path} answers a client error`, async ({ context }) => {
    const response = await context.request.get(path, { maxRedirects: 0 });
    expect([400, 404]).toContain(response.status());
  });
}

for (const path of [`/circle/${hugeId}`, `/booth/${hugeId}`, `/cuts/${hugeId}`, `/cuts/booth-${hugeId}`, `/api/map/day/${hugeId}`, `/circle/list?wcid=${hugeId}`]) {
  test(`${path} does not reach the database with an id out of range`, async ({ context }) => {
    const response = await context.request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBeLessThan(500);
  });
}
