import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventData } from '@/lib/catalogue-import/event-data';
import { importCatalogueFiles } from '@/lib/catalogue-import/import-files';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { deliveryPending } from '@/lib/catalogue-translation/delivery-texts';
import { createDeepLTranslator } from '@/lib/catalogue-translation/deepl-translator';
import { countPending, translateCatalogue } from '@/lib/catalogue-translation/translate-catalogue';
import { folderOf, smallEventData } from '@/tests/support/catalogue-fixture';
import { startDeepLStandIn, type DeepLStandIn } from '@/tests/support/deepl-stand-in';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

const YURI = '新刊はオリジナル百合本、既刊もあります。無配あり';

function japaneseEvent(): EventData {
  const data = smallEventData();
  const texts = [YURI, 'コピー本を頒布します', YURI, '合同誌に参加しました', '全年齢向け'];
  data.circles.forEach((circle, index) => Object.assign(circle, { description: texts[index] ?? '' }));
  // The first circle wrote its own English description: only Chinese is asked of DeepL for it.
  Object.assign(data.circles[0] as object, { own: { descriptionEn: 'Our own words', descriptionZh: '', supplementEn: '', supplementZh: '' } });
  Object.assign(data.works[0] as object, { title: '夏の本', detail: 'お品書きは後日' });
  return data;
}

describe('translating the catalogue through DeepL (the stand-in)', () => {
  let database: TestDatabase;
  let deepl: DeepLStandIn;
  let client: pg.Client;
  let eventId: number;
  const importData = async (data: EventData) => {
    const folder = await folderOf(writeEventFiles(data));
    try {
      return await importCatalogueFiles(database.url, folder.dir, { dryRun: false, currentEventCode: 'C999' });
    } finally {
      await folder.remove();
    }
  };
  const translator = (settings: { maxRetries?: number } = {}) => createDeepLTranslator({ apiKey: deepl.apiKey, serverUrl: deepl.url, ...settings });
  const translations = async (locale: string) =>
    (await client.query<{ text: string }>('SELECT text FROM "TextTranslation" WHERE locale = $1 ORDER BY text', [locale])).rows.map((row) => row.text);

  beforeAll(async () => {
    database = await createTestDatabase();
    deepl = await startDeepLStandIn();
    eventId = (await importData(japaneseEvent())).eventId as number;
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await deepl.stop();
    await database.drop();
  });

  it('keeps the circle’s own translations from the files', async () => {
    const circle = await database.db.circle.findFirstOrThrow({ where: { wcid: 1001 }, select: { descriptionEn: true, descriptionZh: true } });
    expect(circle).toEqual({ descriptionEn: 'Our own words', descriptionZh: '' });
  });

  it('counts what a delivery would send before sending anything', async () => {
    const [en, zh] = await countPending(client, eventId);
    // English: three distinct descriptions (the first circle's is its own, the unlisted fifth is left out) and the work's title and detail.
    expect(en).toMatchObject({ locale: 'en', pending: 5, pendingCharacters: [...'コピー本を頒布します合同誌に参加しました夏の本お品書きは後日', ...YURI].length });
    expect(zh).toMatchObject({ locale: 'zh', pending: 5 });
    // A dry run counts from the files what the database would then hold.
    expect(await deliveryPending(client, japaneseEvent())).toEqual([en, zh]);
    expect(deepl.translateRequests).toHaveLength(0);
  });

  it('translates each distinct text once per language with the glossary, and again nothing', async () => {
    const report = await translateCatalogue(client, eventId, translator());
    expect(report.stopped).toBeNull();
    expect(report.locales.map((r) => [r.locale, r.texts, r.pending])).toEqual([['en', 5, 0], ['zh', 5, 0]]);
    expect(await translations('en')).toContain('[en] new bookはオリジナルyuri本、earlier bookもあります。free handoutあり');
    expect(await translations('zh')).toContain('[zh] 复印本を发放します');
    expect(deepl.translateRequests.every((request) => request.glossaryId !== null)).toBe(true);
    expect(deepl.glossaryCount()).toBe(2);

    const requests = deepl.translateRequests.length;
    const again = await translateCatalogue(client, eventId, translator());
    expect(again.locales.map((r) => r.texts)).toEqual([0, 0]);
    expect(deepl.translateRequests).toHaveLength(requests);
    expect(deepl.glossaryCount()).toBe(2);
  });

  it('sends only the corrected text after a correction', async () => {
    const data = japaneseEvent();
    Object.assign(data.circles[3] as object, { description: '合同誌に参加しました。完売しました' });
    await importData(data);
    deepl.translateRequests.length = 0;
    const report = await translateCatalogue(client, eventId, translator());
    expect(deepl.translateRequests.flatMap((request) => request.texts)).toEqual(['合同誌に参加しました。完売しました', '合同誌に参加しました。完売しました']);
    expect(report.circlesTouched).toBe(1);
  });

  it('stops at the quota (456), keeps what it stored and leaves the rest pending', async () => {
    const small = await startDeepLStandIn({ characterLimit: 12 });
    try {
      const data = japaneseEvent();
      Object.assign(data.circles[1] as object, { description: 'コピー本を頒布します。' });
      Object.assign(data.circles[2] as object, { description: '既刊のみです。新刊は落ちました' });
      await importData(data);
      const report = await translateCatalogue(client, eventId, createDeepLTranslator({ apiKey: small.apiKey, serverUrl: small.url }));
      expect(report.stopped?.reason).toBe('quota');
      expect(report.locales.reduce((sum, r) => sum + r.pending, 0)).toBeGreaterThan(0);
      const finished = await translateCatalogue(client, eventId, translator());
      expect(finished.stopped).toBeNull();
      expect(finished.locales.map((r) => r.pending)).toEqual([0, 0]);
      expect((await countPending(client, eventId)).map((r) => r.pending)).toEqual([0, 0]);
    } finally {
      await small.stop();
    }
  });

  it('retries a 429 with back-off, and stops cleanly when DeepL keeps answering it', async () => {
    const data = japaneseEvent();
    Object.assign(data.circles[3] as object, { description: '売り子募集中' });
    await importData(data);
    deepl.failNext(429, 1);
    const retried = await translateCatalogue(client, eventId, translator({ maxRetries: 2 }));
    expect(retried.stopped).toBeNull();
    expect(retried.locales.map((r) => r.texts)).toEqual([1, 1]);

    Object.assign(data.circles[3] as object, { description: '売り子募集中です' });
    await importData(data);
    deepl.failNext(429, 10);
    const refused = await translateCatalogue(client, eventId, translator({ maxRetries: 1 }));
    expect(refused.stopped?.reason).toBe('rate-limit');
    expect(refused.locales.map((r) => r.pending)).toEqual([1, 1]);
    deepl.failNext(429, 0);
  });
});
