import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CircleFacts } from '@/components/circle-page/circle-facts';
import { circlePageLabels, type CirclePage } from '@/lib/catalogue/circle-page';
import type { PrismaClient } from '@/lib/db/client';
import type { AppLocale } from '@/lib/i18n/locales';
import type { CatalogueSnapshot } from '@/lib/offline-search/snapshot-format';
import { openOfflineCatalogue } from '@/lib/offline-search/offline-catalogue';
import { deviceCirclePage } from '@/lib/offline-search/offline-list-rows';
import { renderOfflineCirclePage } from '@/lib/offline-search/service-worker/offline-circle-page';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zh from '@/messages/zh.json';
import { textHash } from '@/lib/catalogue/text-hash';
import { loadSearchableRows } from '@/lib/catalogue/searchable-rows';
import { buildSearchIndex, searchIndex } from '@/lib/search';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// One circle drawn the three ways its page is drawn: the server's page, from the database; the in-app
// offline view and the service worker's page, from the catalogue snapshot a device downloads. The
// description of the page must come out the same from both reads, and the three renderings must show
// the same facts, so that a fact added to one shows in all.

const MESSAGES = { en, ja, zh } as const;
const LOCALES = ['en', 'ja', 'zh'] as const satisfies readonly AppLocale[];

async function writeEvent(db: PrismaClient) {
  const event = await db.event.create({
    data: { code: 'C999', nameEn: 'Test', nameJa: 'テスト', nameZh: '测试', planValidUntil: new Date(Date.now() + 60 * 86_400_000), monthlyPriceYen: 2000, campaignPriceYen: 1000 },
  });
  const days = await Promise.all([1, 2].map((dayNumber) => db.eventDay.create({ data: { eventId: event.id, dayNumber, date: new Date(Date.UTC(2026, 11, 29 + dayNumber)) } })));
  const rect = { mapX: 0, mapY: 0, mapWidth: 1, mapHeight: 1 };
  const east = await db.hall.create({ data: { eventId: event.id, area: 'EAST', number: 7, ...rect } });
  const west = await db.hall.create({ data: { eventId: event.id, area: 'WEST', number: 1, ...rect } });
  const yo = await db.block.create({ data: { hallId: east.id, name: 'ヨ', sortOrder: 1 } });
  const a = await db.block.create({ data: { hallId: west.id, name: 'あ', sortOrder: 2 } });
  const genre = await db.genre.create({ data: { eventId: event.id, code: 234, nameEn: 'Touhou Project', nameJa: '東方Project', nameZh: '东方Project' } });
  const circle = (wcid: number, data: object) => db.circle.create({ data: { eventId: event.id, wcid, circleNumber: wcid, genreId: genre.id, name: '', ...data } });
  const [day1, day2] = days;
  if (!day1 || !day2) throw new Error('no days');
  // Kana of its own, cashless, a description with a line break and markup, two spaces on two days.
  const aozora = await circle(201, { name: '青空劇場', nameKana: 'アオゾラゲキジョウ', author: '空 & 海', cashless: true, description: 'First line\n<b>not bold</b>' });
  await db.placement.create({ data: { dayId: day1.id, blockId: yo.id, spaceNumber: 12, side: 'a', circleId: aozora.id, ...rect } });
  await db.placement.create({ data: { dayId: day1.id, blockId: yo.id, spaceNumber: 12, side: 'b', circleId: aozora.id, ...rect } });
  await db.placement.create({ data: { dayId: day2.id, blockId: a.id, spaceNumber: 3, side: 'a', circleId: aozora.id, ...rect } });
  await db.work.create({ data: { circleId: aozora.id, title: 'Summer Book', sortOrder: 0 } });
  await db.work.create({ data: { circleId: aozora.id, title: '"Quoted" <work>', sortOrder: 1 } });
  // No kana of its own: the reading of the organiser's files, which the search and the romaji read too.
  const fox = await circle(202, { name: 'きつね茶房', nameReading: 'きつねさぼう', author: 'Fox' });
  await db.placement.create({ data: { dayId: day2.id, blockId: a.id, spaceNumber: 4, side: 'b', circleId: fox.id, ...rect } });
  // A name in Latin letters: no reading, no romaji, no works; a Japanese description without a translation.
  const latin = await circle(203, { name: 'Midnight Velvet', author: '', description: '新刊は完売しました' });
  await db.placement.create({ data: { dayId: day1.id, blockId: yo.id, spaceNumber: 13, side: 'a', circleId: latin.id, ...rect } });
  // A description DeepL translated into English, with the circle's own Chinese (decision 042).
  const yuri = await circle(204, { name: 'Lily Garden', author: 'Hana', description: '新刊はオリジナル百合本です', descriptionZh: '新刊是原创百合本' });
  await db.placement.create({ data: { dayId: day2.id, blockId: a.id, spaceNumber: 5, side: 'a', circleId: yuri.id, ...rect } });
  await db.textTranslation.create({ data: { sourceHash: textHash('新刊はオリジナル百合本です'), locale: 'en', text: 'New: an original yuri book' } });
  return [aozora.id, fox.id, latin.id, yuri.id];
}

/** What a reader sees of some markup: its text, with tags as spaces and entities read. */
function visibleText(markup: string): string {
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The facts part of a whole page (`data-circle-facts`, which holds no other division). */
function factsOf(page: string): string {
  const facts = /<div data-circle-facts="">[\s\S]*?<\/div>/.exec(page)?.[0];
  if (!facts) throw new Error('the page has no facts');
  return facts;
}

describe("a circle's page drawn three ways", () => {
  let database: TestDatabase;
  let ids: number[];
  let server: typeof import('@/lib/catalogue/circle-detail');
  // The copy a device holds is in its member's language (the adult variant: an adult member's, who also
  // sees every work on the server).
  const devices = {} as Record<AppLocale, ReturnType<typeof openOfflineCatalogue>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    ids = await writeEvent(database.db);
    Object.assign(process.env, { DATABASE_URL: database.url, EVENT: 'C999', CATALOGUE_REFRESH_SECONDS: '0' });
    server = await import('@/lib/catalogue/circle-detail');
    const { currentSnapshot } = await import('@/lib/offline-search/server/snapshot-holder');
    for (const locale of LOCALES) {
      const built = await currentSnapshot({ variant: 'adult', ...(locale !== 'ja' && { language: locale }) });
      devices[locale] = openOfflineCatalogue(JSON.parse(built.json.toString()) as CatalogueSnapshot);
    }
  });

  afterAll(async () => {
    const { db } = await import('@/lib/db');
    await db.$disconnect();
    await database.drop();
  });

  const labelsOf = (locale: AppLocale) => circlePageLabels(createTranslator({ locale, messages: MESSAGES[locale], namespace: 'CirclePage' }));

  async function pages(id: number, locale: AppLocale): Promise<{ onServer: CirclePage; onDevice: CirclePage }> {
    const detail = await server.findCircleDetail(id, { mayViewAdult: true }, locale);
    const onDevice = deviceCirclePage(devices[locale], id, locale);
    if (!detail || !onDevice) throw new Error(`circle ${id} is missing`);
    return { onServer: server.circlePageOf(detail, locale), onDevice };
  }

  for (const locale of LOCALES) {
    it(`is described the same from the database and from the device's catalogue, in ${locale}`, async () => {
      for (const id of ids) {
        const { onServer, onDevice } = await pages(id, locale);
        // Only the server knows the map address of a space (the snapshot carries no wcid).
        expect(onDevice).toEqual({ ...onServer, spaces: onServer.spaces.map((space) => ({ ...space, mapHref: null })) });
        expect(onServer.spaces.every((space) => space.mapHref?.startsWith('/map#'))).toBe(true);
      }
    });

    it(`shows the same facts on the server's page, in the app offline and in the service worker's page, in ${locale}`, async () => {
      const labels = labelsOf(locale);
      for (const id of ids) {
        const { onServer, onDevice } = await pages(id, locale);
        const serverFacts = renderToStaticMarkup(<CircleFacts page={onServer} labels={labels} mapLinkLabel={(space) => `${labels.showOnMap}: ${space}`} />);
        const appFacts = renderToStaticMarkup(<CircleFacts page={onDevice} labels={labels} />);
        const workerPage = renderOfflineCirclePage(locale, { circle: onDevice, memo: '', memoWaiting: false, formAction: `/circle/${id}` });

        // The server's page adds a map link to each space; the rest reads the same everywhere.
        const mapLinks = serverFacts.match(/<a href="\/map#[^"]*"[^>]*>[^<]*<\/a>/g) ?? [];
        expect(mapLinks).toHaveLength(onServer.spaces.length);
        const withoutMapLinks = mapLinks.reduce((markup, link) => markup.replace(link, ''), serverFacts);
        expect(visibleText(appFacts)).toBe(visibleText(withoutMapLinks));
        expect(visibleText(factsOf(workerPage))).toBe(visibleText(appFacts));

        expect(visibleText(workerPage)).toContain(onDevice.name);
        for (const text of [onDevice.romaji, onDevice.description.text, ...onDevice.workTitles].filter((text) => text !== '')) {
          expect(visibleText(workerPage)).toContain(text.replace(/\s+/g, ' '));
        }
      }
    });
  }

  it('says what each circle of the event shows, so that the comparison compares something', async () => {
    const [aozora, fox, latin, yuri] = await Promise.all(ids.map(async (id) => (await pages(id, 'en')).onServer));
    if (!aozora) throw new Error('no circle');
    expect(aozora).toMatchObject({ reading: 'アオゾラゲキジョウ', romaji: 'Aozoragekijō', author: '空 & 海', genre: '234 Touhou Project', cashless: true, workTitles: ['Summer Book', '"Quoted" <work>'] });
    expect(aozora.spaces.map((space) => space.text)).toEqual(['Wed East ヨ(Yo)-12ab', 'Thu West あ(A)-03a']);
    expect(fox).toMatchObject({ reading: 'きつねさぼう', romaji: 'Kitsune Sabō', cashless: false, description: { kind: 'as-written', text: '' } });
    expect(latin).toMatchObject({ reading: '', romaji: '', author: '', workTitles: [], description: { kind: 'untranslated', text: '新刊は完売しました' } });
    expect(yuri?.description).toEqual({ kind: 'machine', text: 'New: an original yuri book', original: '新刊はオリジナル百合本です' });
    expect((await pages(ids[3] ?? 0, 'zh')).onServer.description).toEqual({ kind: 'own', text: '新刊是原创百合本', original: '新刊はオリジナル百合本です' });
    expect((await pages(ids[3] ?? 0, 'ja')).onServer.description).toEqual({ kind: 'as-written', text: '新刊はオリジナル百合本です' });
    const labels = labelsOf('en');
    const facts = visibleText(renderToStaticMarkup(<CircleFacts page={aozora} labels={labels} />));
    expect(facts).toBe(`Reading アオゾラゲキジョウ Author 空 & 海 Genre 234 Touhou Project Spaces Wed East ヨ(Yo)-12ab Show on map Thu West あ(A)-03a Show on map ${labels.cashless}`);
  });

  it('marks a machine translation offline as online, with the original behind "Show original"', async () => {
    const { onDevice } = await pages(ids[3] ?? 0, 'en');
    const workerPage = visibleText(renderOfflineCirclePage('en', { circle: onDevice, memo: '', memoWaiting: false, formAction: '/circle/1' }));
    expect(workerPage).toContain(`${en.TranslatedText.machine} ${en.TranslatedText.showOriginal} 新刊はオリジナル百合本です`);
    expect(workerPage).toContain('New: an original yuri book');
  });

  it('finds the translated words on the device as the server does, in the member’s language', async () => {
    const event = await database.db.event.findFirstOrThrow();
    const server = buildSearchIndex((await loadSearchableRows(database.db, event.id)).rows);
    const query = { keyword: 'yuri', sort: 'score' as const, threshold: 0, offset: 0, limit: 10 };
    const found = (index: typeof server) => searchIndex(index, query).hits.map((hit) => hit.id);
    expect(found(server)).toEqual([ids[3]]);
    expect(found(devices.en.index)).toEqual(found(server));
    // A Chinese reader's copy finds the circle by its own Chinese words, and a Japanese reader's by the Japanese.
    expect(searchIndex(devices.zh.index, { ...query, keyword: '原创百合本' }).hits.map((hit) => hit.id)).toEqual([ids[3]]);
    expect(found(devices.ja.index)).toEqual([]);
  });
});
