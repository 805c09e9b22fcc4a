import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSearchableRows } from '@/lib/catalogue/searchable-rows';
import { textHash } from '@/lib/catalogue/text-hash';
import { buildSearchIndex, searchIndex, type SearchQuery } from '@/lib/search';
import { writeSmallEvent } from '@/tests/support/small-event';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// A circle's Japanese texts read through the functions the pages call, with translations stored as the
// translation step stores them (by the source's hash) and as the organiser's files give them.

const YURI = '新刊はオリジナル百合本、既刊もあります。無配あり';
const reader = { mayViewAdult: true };

describe('circle texts in the reader’s language', () => {
  let database: TestDatabase;
  let ids: number[];
  let detail: typeof import('@/lib/catalogue/circle-detail');
  let booth: typeof import('@/lib/catalogue/booth-detail');
  let boothId: number;
  let ownBoothId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    ids = await writeSmallEvent(db);
    const [first = 0, second = 0] = ids;
    await db.circle.update({ where: { id: first }, data: { description: YURI, supplementComment: '売り子さん募集中', supplementZh: '招募摊位帮手' } });
    await db.circle.update({ where: { id: second }, data: { description: 'コピー本のみ' } });
    await db.work.create({ data: { circleId: first, title: '夏の本', detail: 'A5 / 24p', titleEn: 'Summer Book', sortOrder: 0 } });
    await db.textTranslation.createMany({
      data: [
        { sourceHash: textHash(YURI), locale: 'en', text: 'New book: an original yuri book; earlier books too. Free handouts.' },
        { sourceHash: textHash(YURI), locale: 'zh', text: '新刊是原创百合本，也有旧刊。有无料。' },
        { sourceHash: textHash('夏の本'), locale: 'zh', text: '夏天的本子' },
        { sourceHash: textHash('Gadgets and 新作ゲーム'), locale: 'en', text: 'Gadgets and new games' },
      ],
    });
    const event = await db.event.findFirstOrThrow();
    const hall = await db.hall.create({ data: { eventId: event.id, area: 'WEST', number: 3, isCorporate: true, mapX: 0, mapY: 0, mapWidth: 1, mapHeight: 1 } });
    boothId = (await db.exhibitor.create({ data: { eventId: event.id, boothNumber: 1, name: 'Kestrel', overview: 'Gadgets and 新作ゲーム', hallId: hall.id, boothCode: '西3-01', mapX: 0, mapY: 0, mapWidth: 1, mapHeight: 1 } })).id;
    ownBoothId = (
      await db.exhibitor.create({
        data: {
          eventId: event.id, boothNumber: 2, name: 'Osprey', overview: '画集と設定資料集', productInfo: '複製原画', overviewEn: 'Art books and setting books', overviewZh: '画集与设定资料集',
          hallId: hall.id, boothCode: '西3-02', mapX: 2, mapY: 0, mapWidth: 1, mapHeight: 1,
        },
      })
    ).id;
    await db.textTranslation.create({ data: { sourceHash: textHash('画集と設定資料集'), locale: 'en', text: 'Machine: art collections' } });
    process.env.DATABASE_URL = database.url;
    [detail, booth] = await Promise.all([import('@/lib/catalogue/circle-detail'), import('@/lib/catalogue/booth-detail')]);
  });

  afterAll(async () => {
    const { db } = await import('@/lib/db');
    await db.$disconnect();
    await database.drop();
  });

  it('shows an English reader DeepL’s text marked as machine translation, the circle’s own unmarked, the rest noted as untranslated', async () => {
    const circle = await detail.findCircleDetail(ids[0] ?? 0, reader, 'en');
    expect(circle?.description).toEqual({ kind: 'machine', text: 'New book: an original yuri book; earlier books too. Free handouts.', original: YURI });
    expect(circle?.supplementComment).toEqual({ kind: 'untranslated', text: '売り子さん募集中' });
    expect(circle?.works[0]).toMatchObject({ shownTitle: { kind: 'own', text: 'Summer Book', original: '夏の本' }, shownDetail: { kind: 'as-written', text: 'A5 / 24p' } });
    expect(detail.circlePageOf(circle!, 'en').description.kind).toBe('machine');
  });

  it('shows a Chinese reader the Chinese texts, and a Japanese reader the Japanese alone', async () => {
    const zh = await detail.findCircleDetail(ids[0] ?? 0, reader, 'zh');
    expect(zh?.description).toMatchObject({ kind: 'machine', text: '新刊是原创百合本，也有旧刊。有无料。' });
    expect(zh?.supplementComment).toEqual({ kind: 'own', text: '招募摊位帮手', original: '売り子さん募集中' });
    expect(zh?.works[0]?.shownTitle).toEqual({ kind: 'machine', text: '夏天的本子', original: '夏の本' });
    const ja = await detail.findCircleDetail(ids[0] ?? 0, reader, 'ja');
    expect(ja?.description).toEqual({ kind: 'as-written', text: YURI });
    expect(ja?.supplementComment).toEqual({ kind: 'as-written', text: '売り子さん募集中' });
  });

  it('translates a booth’s overview on the booth page', async () => {
    expect((await booth.findBoothDetail(boothId, 'en', reader))?.shownOverview).toEqual({ kind: 'machine', text: 'Gadgets and new games', original: 'Gadgets and 新作ゲーム' });
    expect((await booth.findBoothDetail(boothId, 'ja', reader))?.shownOverview).toEqual({ kind: 'as-written', text: 'Gadgets and 新作ゲーム' });
  });

  it('shows a booth’s own translations unmarked, before any machine translation of the same text', async () => {
    const en = await booth.findBoothDetail(ownBoothId, 'en', reader);
    expect(en?.shownOverview).toEqual({ kind: 'own', text: 'Art books and setting books', original: '画集と設定資料集' });
    expect(en?.shownProductInfo).toEqual({ kind: 'untranslated', text: '複製原画' });
    expect((await booth.findBoothDetail(ownBoothId, 'zh', reader))?.shownOverview).toEqual({ kind: 'own', text: '画集与设定资料集', original: '画集と設定資料集' });
    expect((await booth.findBoothDetail(ownBoothId, 'ja', reader))?.shownOverview).toEqual({ kind: 'as-written', text: '画集と設定資料集' });
  });

  it('finds a circle by the translated words of its texts', async () => {
    const event = await database.db.event.findFirstOrThrow();
    const { rows } = await loadSearchableRows(database.db, event.id);
    const index = buildSearchIndex(rows);
    // The list's own threshold (lib/catalogue/list-circles.ts).
    const search = (keyword: string) => searchIndex(index, { keyword, sort: 'score', threshold: 0, offset: 0, limit: 10 } satisfies SearchQuery).hits.map((hit) => hit.id);
    expect(search('yuri')).toEqual([ids[0]]);
    expect(search('summer book')).toEqual([ids[0]]);
    expect(search('摊位帮手')).toEqual([ids[0]]);
    expect(search('handouts')).toEqual([ids[0]]);
    expect(search('new games')).toEqual([-boothId]);
    expect(search('setting books')).toEqual([-ownBoothId]);
  });
});
