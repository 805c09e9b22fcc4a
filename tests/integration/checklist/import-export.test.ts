import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTED_CIRCLE } from '@/lib/catalogue/listed-circles';
import { applyChecklistImport } from '@/lib/checklist/apply-import';
import { createChecklistImporter } from '@/lib/checklist/checklist-importer';
import { ChecklistError } from '@/lib/checklist/errors';
import { exportUserChecklist } from '@/lib/checklist/export-favorites';
import { planChecklistImport, type ImportRequest } from '@/lib/checklist/import-plan';
import { createMatchIndexCache, type MatchIndexCache } from '@/lib/checklist/match-index-cache';
import { toPreviewBody } from '@/lib/checklist/preview-body';
import { LABEL_MAX_LENGTH, MEMO_MAX_LENGTH } from '@/lib/favorites/limits';
import { circleRow, header, utf8 } from '@/tests/fixtures/checklist/builders';
import { createDemoTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

const PLATINUM = 'demo-user-platinum';
const MEMBER = 'demo-user-member';
const EVENT = 'C999';

describe('checklist export and import on PostgreSQL', () => {
  let database: TestDatabase;
  let cache: MatchIndexCache;
  let eventId: number;

  const favoritesOf = (userId: string) =>
    database.db.favorite.findMany({ where: { userId }, orderBy: { circleId: 'asc' } });
  const labelsOf = (userId: string) => database.db.colorLabel.findMany({ where: { userId }, orderBy: { color: 'asc' } });
  const request = (bytes: Uint8Array, overrides: Partial<ImportRequest> = {}): ImportRequest => ({
    userId: PLATINUM,
    eventCode: EVENT,
    bytes,
    overwriteExisting: false,
    ...overrides,
  });
  const exportFor = (userId: string, encoding: 'utf-8' | 'shift_jis' = 'utf-8') =>
    exportUserChecklist(database.db, {
      userId, eventCode: EVENT, encoding, programVersion: '0.1.0', origin: 'https://catalogue.example', allowLoss: encoding === 'shift_jis',
    });

  beforeAll(async () => {
    const seeded = await createDemoTestDatabase();
    database = seeded;
    eventId = seeded.eventId;
    cache = createMatchIndexCache(database.db);
  }, 180_000);

  afterAll(async () => {
    await database.drop();
  });

  it('exports the header, the colours in use with the user labels and a record per favourite, named for download', async () => {
    const favorites = await favoritesOf(PLATINUM);
    const exported = await exportFor(PLATINUM);
    const lines = exported.text.split('\r\n');
    expect(lines[0]).toBe('"Header","ComicMarketCD-ROMCatalog","C999","UTF-8","Web 0.1.0"');
    expect(lines).toContain('"Color","1","4a94ff","4a94ff","Must have"');
    expect(lines).toContain('"Color","12","808080","808080",""');
    expect(lines.filter((line) => line.startsWith('"Color"'))).toHaveLength(new Set(favorites.map((f) => f.color).filter((c) => c > 0)).size);
    expect(exported.circleCount).toBe(favorites.length);
    expect(exported.fileName).toMatch(/^checklist-C999-\d{8}\.csv$/);
    expect((await exportFor(PLATINUM, 'shift_jis')).fileName).toMatch(/^checklist-C999-\d{8}-sjis\.csv$/);
  });

  it('imports its own export back with nothing lost', async () => {
    const before = await favoritesOf(PLATINUM);
    const labelsBefore = await labelsOf(PLATINUM);
    expect(before.length).toBeGreaterThan(5);
    const exported = await exportFor(PLATINUM);
    await database.db.favorite.deleteMany({ where: { userId: PLATINUM } });
    await database.db.colorLabel.deleteMany({ where: { userId: PLATINUM } });

    const plan = await planChecklistImport(database.db, cache, request(exported.bytes));
    expect(plan.preview.sameEvent).toBe(true);
    expect(plan.preview.summary).toMatchObject({ rows: before.length, found: before.length, importable: before.length, notFound: 0 });
    expect(plan.preview.rows.every((row) => row.rule === 'circleId' && row.placementId !== null)).toBe(true);
    const result = await applyChecklistImport(database.db, plan);
    expect(result.count).toBe(before.length);

    const pick = ({ circleId, color, memo }: { circleId: number; color: number; memo: string }) => ({ circleId, color, memo });
    expect((await favoritesOf(PLATINUM)).map(pick)).toEqual(before.map(pick));
    expect((await labelsOf(PLATINUM)).map(({ color, label }) => ({ color, label }))).toEqual(
      labelsBefore.filter((label) => before.some((f) => f.color === label.color)).map(({ color, label }) => ({ color, label })),
    );
  });

  it('reports circles already favourited and leaves them alone unless asked to replace them', async () => {
    const [first] = await favoritesOf(PLATINUM);
    if (!first) throw new Error('no favourite');
    const circle = await database.db.circle.findUniqueOrThrow({ where: { id: first.circleId } });
    const newColor = first.color === 9 ? 8 : 9;
    const file = utf8([header('UTF-8'), circleRow({ circleId: String(circle.circleNumber), color: String(newColor), memo: first.memo }), ''].join('\r\n'));

    const kept = await planChecklistImport(database.db, cache, request(file));
    expect(kept.preview.rows[0]).toMatchObject({ status: 'alreadyFavorite', currentColor: first.color, importColor: newColor, importable: false });
    await expect(applyChecklistImport(database.db, kept)).rejects.toMatchObject({ checklistCode: 'noValidCircleData' });

    const replaced = await planChecklistImport(database.db, cache, request(file, { overwriteExisting: true }));
    const at = new Date(Date.now() + 60_000);
    expect((await applyChecklistImport(database.db, replaced, at)).count).toBe(1);
    const after = await database.db.favorite.findUniqueOrThrow({ where: { userId_circleId: { userId: PLATINUM, circleId: first.circleId } } });
    expect(after.color).toBe(newColor);
    expect(after.colorUpdatedAt).toEqual(at);
    // The memo did not change, so neither does its edit time.
    expect(after.memoUpdatedAt).toEqual(first.memoUpdatedAt);
  });

  it('matches a list from another event by name, reading and author, and reports the rest', async () => {
    const circles = await database.db.circle.findMany({
      where: { eventId, ...LISTED_CIRCLE, favorites: { none: {} } },
      orderBy: { circleNumber: 'desc' },
      take: 3,
    });
    const hidden = await database.db.circle.findFirstOrThrow({ where: { eventId, OR: [{ lotteryStatus: 'NOT_SELECTED' }, { wantsPublication: false }] } });
    const [byName, byKana, byAuthor] = circles;
    if (!byName || !byKana || !byAuthor) throw new Error('not enough circles');
    const rows = [
      circleRow({ circleId: '1', name: byName.name, kana: '', author: byName.author, memo: '一行目\r\n二行目' }),
      circleRow({ circleId: '2', name: '', kana: byKana.nameKana, author: byKana.author }),
      `UnKnown,,,${byAuthor.author},memo,4`,
      circleRow({ circleId: '4', name: hidden.name, kana: hidden.nameKana, author: hidden.author }),
      circleRow({ circleId: '5', name: 'どこにもないサークル名', kana: 'どこにもない', author: '誰でもない作者' }),
    ];
    const file = utf8([header('UTF-8', 'C998'), ...rows, ''].join('\r\n'));
    const plan = await planChecklistImport(database.db, cache, request(file, { userId: MEMBER }));

    expect(plan.preview.sameEvent).toBe(false);
    expect(plan.preview.rows.map((row) => [row.status, row.rule])).toEqual([
      ['found', 'nameAndAuthor'],
      ['found', 'nameAndAuthor'],
      ['found', 'author'],
      ['notImportable', expect.any(String)],
      ['notFound', null],
    ]);
    expect(plan.preview.rows[3]).toMatchObject({ circleId: null, placementId: null });
    // The author alone is a guess: written only when the member ticks its line (5: the first memo spans two).
    expect(plan.preview.rows[2]).toMatchObject({ line: 5, uncertain: 'author', importable: false, keepable: true });
    await applyChecklistImport(database.db, plan, new Date(), new Set([5]));
    const imported = await favoritesOf(MEMBER);
    expect(imported.map((f) => f.circleId).sort()).toEqual([byName.id, byKana.id].concat(
      plan.preview.rows[2]?.circleId ?? [],
    ).sort());
    expect(imported.find((f) => f.circleId === byName.id)?.memo).toBe('一行目\n二行目');
    expect(imported.some((f) => f.circleId === hidden.id)).toBe(false);
  });

  it('leaves the user\u2019s favourites and labels exactly as they were when apply fails in the middle', async () => {
    const before = await favoritesOf(PLATINUM);
    const labelsBefore = await labelsOf(PLATINUM);
    const circles = await database.db.circle.findMany({
      where: { eventId, ...LISTED_CIRCLE, favorites: { none: { userId: PLATINUM } } },
      orderBy: { circleNumber: 'asc' },
      take: 50,
    });
    const rows = circles.map((circle, index) => circleRow({ circleId: String(circle.circleNumber), color: '3', memo: index === 40 ? 'FAIL HERE' : `row ${index}` }));
    const colors = ['Color,1,4a94ff,4a94ff,Changed label', 'Color,3,00f7ff,00f7ff,New yellow'];
    const file = utf8([header('UTF-8'), ...colors, ...rows, ''].join('\n'));
    const plan = await planChecklistImport(database.db, cache, request(file, { overwriteExisting: true }));
    expect(plan.preview.summary.importable).toBe(50);

    // A real failure inside PostgreSQL, after the labels and forty favourites were written.
    await database.db.$executeRawUnsafe(`
      CREATE FUNCTION checklist_test_fail() RETURNS trigger AS $$
      BEGIN
        IF NEW.memo = 'FAIL HERE' THEN RAISE EXCEPTION 'simulated failure'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await database.db.$executeRawUnsafe(
      'CREATE TRIGGER checklist_test_fail BEFORE INSERT ON "Favorite" FOR EACH ROW EXECUTE FUNCTION checklist_test_fail()',
    );
    try {
      const failure = await applyChecklistImport(database.db, plan).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ChecklistError);
      expect(failure).toMatchObject({ checklistCode: 'importFailed', messageKey: 'Errors.checklist.importFailed' });
    } finally {
      await database.db.$executeRawUnsafe('DROP TRIGGER checklist_test_fail ON "Favorite"');
      await database.db.$executeRawUnsafe('DROP FUNCTION checklist_test_fail()');
    }
    expect(await favoritesOf(PLATINUM)).toEqual(before);
    expect(await labelsOf(PLATINUM)).toEqual(labelsBefore);

    // The same plan goes through once the failure is gone.
    expect((await applyChecklistImport(database.db, plan)).count).toBe(50);
    expect(await favoritesOf(PLATINUM)).toHaveLength(before.length + 50);
    expect((await labelsOf(PLATINUM)).find((label) => label.color === 1)?.label).toBe('Changed label');
  });

  it('says in the preview which memos and colour names it will shorten, and shortens them', async () => {
    const circles = await database.db.circle.findMany({
      where: { eventId, ...LISTED_CIRCLE, favorites: { none: { userId: MEMBER } } },
      orderBy: { circleNumber: 'desc' },
      take: 3,
    });
    const longMemo = 'メモ'.repeat(MEMO_MAX_LENGTH);
    const rows = circles.map((circle, index) => circleRow({ circleId: String(circle.circleNumber), color: '2', memo: index === 0 ? longMemo : 'short' }));
    const colors = [`Color,2,ff0000,ff0000,${'L'.repeat(LABEL_MAX_LENGTH + 5)}`, 'Color,4,00ff00,00ff00,Fine'];
    const file = utf8([header('UTF-8'), ...colors, ...rows, ''].join('\n'));
    const plan = await planChecklistImport(database.db, cache, request(file, { userId: MEMBER }));
    expect(toPreviewBody(plan).shortened).toEqual({ memos: 1, labels: 1, memoMax: MEMO_MAX_LENGTH, labelMax: LABEL_MAX_LENGTH });

    await applyChecklistImport(database.db, plan);
    const first = circles[0];
    if (!first) throw new Error('no circle');
    const stored = await database.db.favorite.findUniqueOrThrow({ where: { userId_circleId: { userId: MEMBER, circleId: first.id } } });
    expect(stored.memo).toBe(longMemo.slice(0, MEMO_MAX_LENGTH));
    expect((await labelsOf(MEMBER)).find((label) => label.color === 2)?.label).toBe('L'.repeat(LABEL_MAX_LENGTH));
  });

  it('writes only the importing user\u2019s rows', async () => {
    const member = await favoritesOf(MEMBER);
    const exported = await exportFor(PLATINUM);
    await applyChecklistImport(database.db, await planChecklistImport(database.db, cache, request(exported.bytes, { overwriteExisting: true })));
    expect(await favoritesOf(MEMBER)).toEqual(member);
  });

  it('applies the preview\u2019s plan only while the catalogue is unchanged', async () => {
    const circles = await database.db.circle.findMany({
      where: { eventId, ...LISTED_CIRCLE, favorites: { none: {} } },
      orderBy: { circleNumber: 'asc' },
      take: 2,
    });
    const [kept, withdrawn] = circles;
    if (!kept || !withdrawn) throw new Error('not enough circles');
    const file = utf8([header('UTF-8'), ...circles.map((circle) => circleRow({ circleId: String(circle.circleNumber), color: '5' })), ''].join('\n'));
    const importer = createChecklistImporter(database.db, cache);
    const preview = await importer.preview(request(file, { userId: MEMBER }));
    expect(preview.preview.summary.importable).toBe(2);

    // The circle withdraws from publication between preview and apply: the catalogue changed, so the
    // file is matched again and the circle is not imported.
    await database.db.circle.update({ where: { id: withdrawn.id }, data: { wantsPublication: false } });
    expect(await importer.apply(request(file, { userId: MEMBER }))).toMatchObject({ count: 1 });
    const written = await database.db.favorite.findMany({ where: { userId: MEMBER, circleId: { in: [kept.id, withdrawn.id] } } });
    expect(written.map((favorite) => favorite.circleId)).toEqual([kept.id]);
  });

  it('keeps the match index while the catalogue is unchanged and rebuilds it when a circle changes', async () => {
    const first = await cache.get(EVENT);
    expect(await cache.get(EVENT)).toBe(first);
    const circle = await database.db.circle.findFirstOrThrow({ where: { eventId, ...LISTED_CIRCLE } });
    await database.db.circle.update({ where: { id: circle.id }, data: { name: '改名したサークル' } });
    const rebuilt = await cache.get(EVENT);
    expect(rebuilt).not.toBe(first);
    expect(rebuilt?.index.byCircleNumber.get(circle.circleNumber)?.name).toBe('改名したサークル');
    expect(await cache.get('NO-SUCH-EVENT')).toBeNull();
  });
});
