import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventData } from '@/lib/catalogue-import/event-data';
import { importCatalogueFiles } from '@/lib/catalogue-import/import-files';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { appOrigin, startAuthTestContext, type AuthTestContext } from '@/tests/support/auth-test-context';
import { signInWithPassword } from '@/tests/support/auth-flows';
import { folderOf, smallEventData } from '@/tests/support/catalogue-fixture';
import { readEvents } from '@/tests/support/event-stream-reader';

// Issue 52: an open favourites or plan page hears of a catalogue import while it is open, through
// GET /api/catalogue-changes/events, which the importer's own transaction notifies (decision 043).

let context: AuthTestContext;
const cookies: Record<string, string> = {};

async function importEvent(data: EventData) {
  const folder = await folderOf(writeEventFiles(data));
  try {
    return await importCatalogueFiles(context.database.url, folder.dir, { dryRun: false, currentEventCode: 'C999' });
  } finally {
    await folder.remove();
  }
}

beforeAll(async () => {
  context = await startAuthTestContext();
  // A long periodic check: only the import's own notice can bring the event in time.
  Object.assign(process.env, { EVENT: 'C999', LIVE_RECHECK_SECONDS: '60' });
  await importEvent(smallEventData());
  const { hashPassword } = await import('@/lib/auth/password');
  for (const [name, showAdult] of [['adult', true], ['hidden', false]] as const) {
    await context.database.db.user.create({
      data: { email: `${name}@example.com`, passwordHash: await hashPassword('member password'), emailVerified: new Date(), nickname: name, birthdate: new Date('1990-04-01'), showAdult, termsAcceptedAt: new Date(), roles: { create: [{ role: 'PLATINUM' }] } },
    });
    const browser = context.browser();
    await signInWithPassword(browser, `${name}@example.com`, 'member password');
    cookies[name] = browser.cookieHeader(appOrigin);
  }
}, 120_000);

afterAll(async () => {
  const { stopListening } = await import('@/lib/live/listener');
  await stopListening();
  await context?.stop();
});

const open = async (cookie: string | null) => {
  const { GET } = await import('@/app/api/catalogue-changes/events/route');
  return GET(new Request(`${appOrigin}/api/catalogue-changes/events`, { headers: cookie ? { cookie } : {} }));
};

describe('an open favourites or plan page during a catalogue import', () => {
  it('hears of the import when it commits, as the import’s number', async () => {
    const { currentImport } = await import('@/lib/catalogue-changes/import-stream');
    const before = await currentImport();
    const response = await open(cookies.adult!);
    expect(response.status).toBe(200);
    const events = readEvents(response);
    try {
      const data = smallEventData();
      (data.works[0] as { priceYen: number }).priceYen += 100;
      const { importId } = await importEvent(data);
      expect(importId).toBeGreaterThan(before!.importId);
      expect(await events.nextOf('change', 5_000)).toMatchObject({ id: String(importId), data: JSON.stringify({ sequence: importId }) });
    } finally {
      await events.cancel();
    }
  }, 60_000);

  it('is the pages’ own guard: no stream for a visitor or a member the favourites page refuses', async () => {
    expect((await open(null)).status).toBe(401);
    expect((await open(cookies.hidden!)).status).toBe(403);
  });

  it('answers the latest import’s number to a page that polls, under the same guard', async () => {
    const { GET } = await import('@/app/api/catalogue-changes/latest/route');
    const ask = (cookie: string | null) => GET(new Request(`${appOrigin}/api/catalogue-changes/latest`, { headers: cookie ? { cookie } : {} }));
    const data = smallEventData();
    (data.works[0] as { priceYen: number }).priceYen += 200;
    const { importId } = await importEvent(data);
    const response = await ask(cookies.adult!);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ importId });
    expect((await ask(null)).status).toBe(401);
    expect((await ask(cookies.hidden!)).status).toBe(403);
  }, 60_000);
});
