import { fc, it } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { LISTED_CIRCLE } from '@/lib/catalogue/listed-circles';
import type { SessionUser } from '@/lib/auth/session-user';
import { exportChecklist } from '@/lib/checklist/export';
import { readChecklist } from '@/lib/checklist/parse';
import type { PreviewBody } from '@/lib/checklist/preview-body';
import type { PrismaClient } from '@/lib/db/client';
import { circleRow, header, utf8 } from '@/tests/fixtures/checklist/builders';
import { createDemoTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';
import {
  byteMutationArb,
  checklistArb,
  headerEncodingArb,
  headerEncodings,
  lineText,
  memoText,
  mutateBytes,
  toExportFavorite,
} from '@/tests/support/checklist-arbitraries';
import { hasMessage } from '@/tests/support/checklist-properties';

// The preview and import routes fed generated uploads against the real PostgreSQL, signed in as a
// member with the plan. Fewer runs than the pure properties (50 each): every run is a request.

const USER = 'demo-user-platinum';
/** Whose favourites the round trip rewrites, so the user above keeps the seeded ones. */
const ROUND_TRIP_USER = 'demo-user-member';
const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: async () => session.user }));

const { GET: exportRoute } = await import('@/app/api/checklist/export/route');
const { POST: previewRoute } = await import('@/app/api/checklist/preview/route');
const { POST: importRoute } = await import('@/app/api/checklist/import/route');
const { GET: shiftJisCheckRoute } = await import('@/app/api/checklist/export/shift-jis-check/route');

const FAIL_MEMO = 'FAIL HERE';
const FAIL_LABEL = 'FAIL LABEL';

function upload(path: string, bytes: Uint8Array): Request {
  return new Request(`http://localhost${path}`, { method: 'POST', body: new Uint8Array(bytes), headers: { 'content-type': 'text/csv' } });
}

type ErrorAnswer = { error: { code: string; messageKey: string } };

/** Any answer but a 500: a preview, or an error the shared mapper made from a known message. */
async function expectClearAnswer(response: Response): Promise<PreviewBody | undefined> {
  expect([200, 400, 413]).toContain(response.status);
  const body: unknown = await response.json();
  if (response.status === 200) return body as PreviewBody;
  const { error } = body as ErrorAnswer;
  expect(hasMessage(error.messageKey), error.messageKey).toBe(true);
  return undefined;
}

describe('checklist routes over generated uploads', () => {
  let database: TestDatabase;
  let client: PrismaClient;
  /** Circle numbers a member can favourite and the user has not; the files are made of them. */
  let fresh: number[];
  let freshCircles: { id: number; name: string }[];
  /** Circle numbers the user already favourites. */
  let favourited: number[];

  const state = async () => ({
    favorites: await client.favorite.findMany({ where: { userId: USER }, orderBy: { circleId: 'asc' } }),
    labels: await client.colorLabel.findMany({ where: { userId: USER }, orderBy: { color: 'asc' } }),
  });

  beforeAll(async () => {
    const seeded = await createDemoTestDatabase();
    database = seeded;
    client = database.db;
    const { eventId } = seeded;
    // The routes use the app's own client, which reads its database from the environment.
    process.env.DATABASE_URL = database.url;
    session.user = {
      id: USER, email: 'platinum@example.com', emailVerified: true, nickname: 'Platinum', birthdate: '1990-01-01',
      showAdult: true, roles: ['Platinum'], displayStatus: 'Platinum', legacyLinked: true, termsAccepted: true, locale: null,
    };
    const open = { eventId, ...LISTED_CIRCLE };
    const freshRows = await client.circle.findMany({ where: { ...open, favorites: { none: { userId: USER } } }, orderBy: { circleNumber: 'asc' }, take: 200 });
    fresh = freshRows.map((circle) => circle.circleNumber);
    freshCircles = freshRows.map(({ id, name }) => ({ id, name }));
    favourited = (await client.circle.findMany({ where: { ...open, favorites: { some: { userId: USER } } }, take: 20 })).map((circle) => circle.circleNumber);
    expect(fresh.length).toBe(200);
    expect(favourited.length).toBeGreaterThan(3);

    // A real failure inside PostgreSQL on a marked row, as a constraint or a lost connection would be.
    for (const [table, column, marker] of [['Favorite', 'memo', FAIL_MEMO], ['ColorLabel', 'label', FAIL_LABEL]] as const) {
      await client.$executeRawUnsafe(`
        CREATE FUNCTION "fail_${table}"() RETURNS trigger AS $$
        BEGIN
          IF NEW.${column} = '${marker}' THEN RAISE EXCEPTION 'simulated failure'; END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql`);
      await client.$executeRawUnsafe(`CREATE TRIGGER "fail_${table}" BEFORE INSERT OR UPDATE ON "${table}" FOR EACH ROW EXECUTE FUNCTION "fail_${table}"()`);
    }
  }, 180_000);

  afterAll(async () => {
    const app = globalThis as unknown as { prisma?: PrismaClient };
    await app.prisma?.$disconnect();
    await database.drop();
  });

  const sameEventFile = fc
    .tuple(fc.uniqueArray(fc.nat(199), { minLength: 1, maxLength: 12 }), fc.array(byteMutationArb, { maxLength: 3 }))
    .map(([picks, mutations]) => {
      const rows = picks.map((pick, index) => circleRow({ circleId: String(fresh[pick]), color: String((index % 18) + 1), memo: `row ${index}` }));
      return mutations.reduce(mutateBytes, utf8([header('UTF-8'), ...rows, ''].join('\r\n')));
    });
  const otherEventFile = fc.tuple(checklistArb, headerEncodingArb).map(([{ circles, labels }, encoding]) => {
    const { text } = exportChecklist(circles.map(toExportFavorite), { eventCode: 'C998', programVersion: '1.0.0', colorLabels: labels });
    return headerEncodings[encoding](text.replace('"UTF-8"', `"${encoding}"`));
  });
  const uploads = fc.oneof(fc.uint8Array({ maxLength: 2_000 }), sameEventFile, otherEventFile);

  it.prop([uploads], { numRuns: 50, endOnFailure: true })('answers 50 generated previews with a preview whose counts add up or a clear error, never a 500', async (bytes) => {
    const preview = await expectClearAnswer(await previewRoute(upload('/api/checklist/preview', bytes)));
    if (preview === undefined) return;
    const { summary } = preview;
    expect(summary.found + summary.notFound + summary.alreadyFavorite + summary.notImportable).toBe(summary.rows);
    expect(preview.rows).toHaveLength(summary.rows);
    const file = readChecklist(bytes);
    expect(summary.rows).toBe(file.rows.length);
    expect(summary.skipped).toBe(file.problems.filter((problem) => problem.skipped).length);
  }, 120_000);

  const failingImport = fc.record({
    picks: fc.uniqueArray(fc.nat(199), { minLength: 1, maxLength: 15 }),
    updates: fc.uniqueArray(fc.nat(3), { maxLength: 3 }),
    memos: fc.array(memoText(20), { minLength: 15, maxLength: 15 }),
    labels: fc.uniqueArray(fc.record({ color: fc.integer({ min: 1, max: 18 }), label: lineText(12).map((text) => text.trim() || 'x') }), { maxLength: 4, selector: (label) => label.color }),
    failAt: fc.oneof(fc.record({ table: fc.constant('Favorite' as const), row: fc.nat(14) }), fc.constant({ table: 'ColorLabel' as const, row: 0 })),
    overwrite: fc.boolean(),
  });

  it.prop([failingImport], { numRuns: 50, endOnFailure: true })(
    'leaves favourites and labels exactly as they were when 50 generated imports fail mid-transaction',
    async ({ picks, updates, memos, labels, failAt, overwrite }) => {
      const before = await state();
      const rows = [
        // Already favourited circles first, so that a replace has rewritten them before the failure.
        ...updates.map((pick, index) => circleRow({ circleId: String(favourited[pick]), color: '9', memo: `changed ${index}` })),
        ...picks.map((pick, index) =>
          circleRow({
            circleId: String(fresh[pick]),
            color: String((index % 18) + 1),
            memo: failAt.table === 'Favorite' && index === Math.min(failAt.row, picks.length - 1) ? FAIL_MEMO : (memos[index] ?? ''),
          }),
        ),
      ];
      const colorRecords = labels.map(({ color, label }) => `Color,${color},4a94ff,4a94ff,"${label.replace(/"/g, '""')}"`);
      if (failAt.table === 'ColorLabel') colorRecords.push(`Color,1,4a94ff,4a94ff,${FAIL_LABEL}`);
      const bytes = utf8([header('UTF-8'), ...colorRecords, ...rows, ''].join('\r\n'));

      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const response = await importRoute(upload(`/api/checklist/import?overwrite=${overwrite ? 1 : 0}`, bytes));
        expect(response.status).toBe(400);
        expect(((await response.json()) as ErrorAnswer).error.messageKey).toBe('Errors.checklist.importFailed');
        // The injected failure, not some other one, stopped the import.
        expect(String(logged.mock.calls.flat().map((value) => (value instanceof Error ? `${value.message} ${String(value.cause)}` : value)))).toContain('simulated failure');
      } finally {
        logged.mockRestore();
      }
      expect(await state()).toEqual(before);
    },
    120_000,
  );

  it('writes the same kind of file once nothing fails, so the runs above could have written', async () => {
    const before = await state();
    const bytes = utf8([header('UTF-8'), 'Color,3,00f7ff,00f7ff,Imported', ...fresh.slice(0, 3).map((circleId) => circleRow({ circleId: String(circleId), color: '3' })), ''].join('\r\n'));
    const response = await importRoute(upload('/api/checklist/import?overwrite=1', bytes));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ count: 3, skipped: [], skippedCount: 0 });
    const after = await state();
    expect(after.favorites).toHaveLength(before.favorites.length + 3);
    expect(after.labels.find((label) => label.color === 3)?.label).toBe('Imported');
  });

  const favouriteList = fc.record({
    encoding: fc.constantFrom('utf-8' as const, 'shift_jis' as const),
    favorites: fc.uniqueArray(
      fc.record({ pick: fc.nat(199), color: fc.integer({ min: 0, max: 18 }), memo: memoText(30), extra: fc.constantFrom('', '😀', '\t', 'ｶﾀｶﾅ', '①', '  ') }),
      { minLength: 1, maxLength: 10, selector: (favorite) => favorite.pick },
    ),
    labels: fc.uniqueArray(fc.record({ color: fc.integer({ min: 1, max: 18 }), label: lineText(12).map((text) => text.trim() || 'x') }), { maxLength: 4, selector: (label) => label.color }),
  });

  it.prop([favouriteList], { numRuns: 30, endOnFailure: true })(
    'exports 30 generated favourite lists and previews them back with the same circles, colours, memos and colour names',
    async ({ encoding, favorites, labels }) => {
      // Stored as the favourites editor stores them: line breaks as LF. Shift_JIS has no emoji.
      const stored = favorites.map(({ pick, color, memo, extra }) => ({
        circle: freshCircles[pick] ?? { id: 0, name: '' },
        color,
        memo: `${memo}${encoding === 'shift_jis' && extra === '😀' ? '' : extra}`.replace(/\r\n?/g, '\n'),
      }));
      await client.favorite.deleteMany({ where: { userId: ROUND_TRIP_USER } });
      await client.colorLabel.deleteMany({ where: { userId: ROUND_TRIP_USER } });
      await client.favorite.createMany({ data: stored.map(({ circle, color, memo }) => ({ userId: ROUND_TRIP_USER, circleId: circle.id, color, memo })) });
      await client.colorLabel.createMany({ data: labels.map(({ color, label }) => ({ userId: ROUND_TRIP_USER, color, label })) });

      const owner = session.user;
      session.user = owner && { ...owner, id: ROUND_TRIP_USER };
      try {
        // Circle names of the demo catalogue may be Chinese: the member accepts their loss, memos stay exact.
        const exported = await exportRoute(new Request(`http://localhost/api/checklist/export?encoding=${encoding}&lossy=accept`));
        expect(exported.status).toBe(200);
        const bytes = new Uint8Array(await exported.arrayBuffer());
        await client.favorite.deleteMany({ where: { userId: ROUND_TRIP_USER } });
        const preview = await expectClearAnswer(await previewRoute(upload('/api/checklist/preview', bytes)));

        const byName = (a: { name: string; color: number; memo: string }, b: typeof a) => a.name.localeCompare(b.name) || a.color - b.color || a.memo.localeCompare(b.memo);
        expect(preview?.rows.every((row) => row.status === 'found')).toBe(true);
        expect(preview?.rows.map((row) => ({ name: row.name, color: row.importColor, memo: row.memo })).sort(byName)).toEqual(
          stored.map(({ circle, color, memo }) => ({ name: circle.name, color, memo })).sort(byName),
        );
        const inUse = new Set(stored.map((favorite) => favorite.color));
        expect(preview?.labels).toEqual(labels.filter((label) => inUse.has(label.color)).sort((a, b) => a.color - b.color));
      } finally {
        session.user = owner;
      }
    },
    120_000,
  );

  describe('as the member who is asked', () => {
    let owner: SessionUser | null;
    beforeAll(async () => {
      owner = session.user;
      session.user = owner && { ...owner, id: ROUND_TRIP_USER };
      await client.favorite.deleteMany({ where: { userId: ROUND_TRIP_USER } });
    });
    afterAll(() => {
      session.user = owner;
    });

    function form(bytes: Uint8Array, keep: string): Request {
      const data = new FormData();
      data.set('file', new Blob([new Uint8Array(bytes)]), 'list.csv');
      data.set('keep', keep);
      return new Request('http://localhost/api/checklist/import', { method: 'POST', body: data });
    }

    it('imports a row matched by the author alone only when the apply request ticks its line', async () => {
      const [exact, guessed] = await client.circle.findMany({ where: { circleNumber: { in: [fresh[150] ?? 0, fresh[151] ?? 0] } }, orderBy: { circleNumber: 'asc' } });
      if (!exact || !guessed) throw new Error('no circles');
      const authorOnly = await client.circle.count({ where: { author: guessed.author } });
      expect(authorOnly).toBeGreaterThan(0);
      const bytes = utf8([
        header('UTF-8', 'C998'),
        circleRow({ name: exact.name, kana: '', author: exact.author, color: '4' }),
        circleRow({ name: 'どこにもない名前', kana: '', author: guessed.author, color: '5' }),
        '',
      ].join('\r\n'));

      const preview = (await (await previewRoute(upload('/api/checklist/preview', bytes))).json()) as PreviewBody;
      expect(preview.rows.map((row) => [row.line, row.uncertain, row.importable, row.keepable])).toEqual([
        [2, null, true, false],
        [3, 'author', false, true],
      ]);
      expect(preview.rows[1]).toMatchObject({ fileName: 'どこにもない名前', fileAuthor: guessed.author });

      const refused = await importRoute(form(bytes, '3,x'));
      expect(refused.status).toBe(400);
      expect(await client.favorite.count({ where: { userId: ROUND_TRIP_USER } })).toBe(0);

      expect(await (await importRoute(form(bytes, ''))).json()).toMatchObject({ count: 1 });
      await client.favorite.deleteMany({ where: { userId: ROUND_TRIP_USER } });
      expect(await (await importRoute(form(bytes, '3'))).json()).toMatchObject({ count: 2 });
      const written = await client.favorite.findMany({ where: { userId: ROUND_TRIP_USER }, orderBy: { color: 'asc' } });
      expect(written.map((favorite) => favorite.color)).toEqual([4, 5]);
    });

    it('refuses a Shift_JIS export that would lose a memo\u2019s characters until the member has seen them', async () => {
      const circle = freshCircles[160];
      if (!circle) throw new Error('no circle');
      await client.favorite.deleteMany({ where: { userId: ROUND_TRIP_USER } });
      await client.favorite.create({ data: { userId: ROUND_TRIP_USER, circleId: circle.id, color: 2, memo: '买两本 😀' } });

      const refused = await exportRoute(new Request('http://localhost/api/checklist/export?encoding=shift_jis'));
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as ErrorAnswer).error.messageKey).toBe('Errors.checklist.shiftJisLoss');

      const check = (await (await shiftJisCheckRoute()).json()) as { favorites: { name: string; fields: string[]; characters: string[] }[] };
      expect(check.favorites.find((loss) => loss.fields.includes('memo'))).toMatchObject({ name: circle.name, characters: expect.arrayContaining(['买', '两', '😀']) });

      expect((await exportRoute(new Request('http://localhost/api/checklist/export?encoding=utf-8'))).status).toBe(200);
      expect((await exportRoute(new Request('http://localhost/api/checklist/export?encoding=shift_jis&lossy=accept'))).status).toBe(200);
    });
  });
});
