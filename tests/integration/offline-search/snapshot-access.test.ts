import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encode } from 'next-auth/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotManifest } from '@/lib/offline-search/snapshot-manifest';
import { applySnapshotDelta, type SnapshotDelta } from '@/lib/offline-search/snapshot-delta';
import { decodeSnapshotColumns, type CatalogueSnapshot } from '@/lib/offline-search/snapshot-format';
import { snapshotHash } from '@/lib/offline-search/snapshot-hash';
import { PRECOMPRESSED_ENCODING, PRECOMPRESSED_HONOURED } from '@/lib/http/precompressed-body';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';
import { writeSmallEvent } from '@/tests/support/small-event';

// The catalogue snapshot through its route handlers, with real session cookies: only members admitted
// to the circle list get it, and its adult variant never reaches anyone who may not see adult content.

const secret = 'snapshot-access-secret-snapshot-access-01';
const cookieName = 'authjs.session-token';
const origin = 'http://localhost:3000';

async function cookieOf(userId: string): Promise<string> {
  const token = await encode({ token: { sub: userId, sv: 0, sid: `snapshot-test-${userId}` }, secret, salt: cookieName });
  return `${cookieName}=${token}`;
}

describe('the catalogue snapshot', () => {
  let database: TestDatabase;
  let manifestRoute: typeof import('@/app/api/offline/catalogue/route').GET;
  let snapshotRoute: typeof import('@/app/api/offline/catalogue/[variant]/[hash]/route').GET;
  let deltaRoute: typeof import('@/app/api/offline/catalogue/[variant]/[hash]/from/[from]/route').GET;

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSmallEvent(database.db);
    await database.db.circle.update({ where: { wcid: 103 }, data: { name: 'Adult Only Circle', description: '大人の本' } });
    // Translations as the translation step stores them (by the source's hash), and a circle's own.
    const { textHash } = await import('@/lib/catalogue/text-hash');
    const general = await database.db.circle.update({ where: { wcid: 101 }, data: { description: 'オリジナル百合本', supplementComment: '売り子募集', supplementZh: '招募帮手' } });
    const adultWork = await database.db.work.create({ data: { circleId: general.id, title: '秘密の本', isAdult: true, sortOrder: 1 } });
    await database.db.work.create({ data: { circleId: general.id, title: '夏の本', titleEn: 'Summer Book', sortOrder: 0 } });
    await database.db.textTranslation.createMany({
      data: [
        { sourceHash: textHash('オリジナル百合本'), locale: 'en', text: 'An original yuri book' },
        { sourceHash: textHash('オリジナル百合本'), locale: 'zh', text: '原创百合本' },
        { sourceHash: textHash('大人の本'), locale: 'en', text: 'A grown-up book' },
        { sourceHash: textHash(adultWork.title), locale: 'en', text: 'A secret adult title' },
      ],
    });
    // A booth's own translation (exhibitors.csv) before DeepL's of its products.
    const event = await database.db.event.findFirstOrThrow();
    const hall = await database.db.hall.create({ data: { eventId: event.id, area: 'WEST', number: 3, isCorporate: true, mapX: 0, mapY: 0, mapWidth: 1, mapHeight: 1 } });
    await database.db.exhibitor.create({
      data: { eventId: event.id, boothNumber: 1, name: 'Kestrel Booth', overview: '新作ゲーム', productInfo: '画集', overviewEn: 'New games, in our words', hallId: hall.id, boothCode: '西3-01', mapX: 0, mapY: 0, mapWidth: 1, mapHeight: 1 },
    });
    await database.db.textTranslation.create({ data: { sourceHash: textHash('画集'), locale: 'en', text: 'Art books' } });
    const today = new Date();
    const yearsAgo = (years: number) => new Date(Date.UTC(today.getUTCFullYear() - years, 0, 1));
    const platinum = { roles: { create: [{ role: 'PLATINUM' as const }] } };
    await database.db.user.create({ data: { id: 'adult', email: 'adult@example.com', birthdate: yearsAgo(30), showAdult: true, ...platinum } });
    await database.db.user.create({ data: { id: 'minor', email: 'minor@example.com', birthdate: yearsAgo(15), showAdult: true, ...platinum } });
    await database.db.user.create({ data: { id: 'no-plan', email: 'no-plan@example.com', birthdate: yearsAgo(30), showAdult: true } });
    Object.assign(process.env, { DATABASE_URL: database.url, APP_ORIGIN: origin, AUTH_SECRET: secret, EVENT: 'C999', CATALOGUE_REFRESH_SECONDS: '0' });
    manifestRoute = (await import('@/app/api/offline/catalogue/route')).GET;
    snapshotRoute = (await import('@/app/api/offline/catalogue/[variant]/[hash]/route')).GET;
    deltaRoute = (await import('@/app/api/offline/catalogue/[variant]/[hash]/from/[from]/route')).GET;
  });

  afterAll(async () => {
    const { db } = await import('@/lib/db');
    await db.$disconnect();
    await database.drop();
  });

  const askManifest = (cookie?: string, headers: Record<string, string> = {}) => manifestRoute(new Request(`${origin}/api/offline/catalogue`, { headers: cookie ? { cookie, ...headers } : headers }));
  const askSnapshot = (variant: string, hash: string, headers: Record<string, string> = {}) =>
    snapshotRoute(new Request(`${origin}/api/offline/catalogue/${variant}/${hash}`, { headers }), { params: Promise.resolve({ variant, hash }) });
  const askDelta = (variant: string, hash: string, from: string, headers: Record<string, string> = {}) =>
    deltaRoute(new Request(`${origin}/api/offline/catalogue/${variant}/${hash}/from/${from}`, { headers }), { params: Promise.resolve({ variant, hash, from }) });
  /** What the production server adds to every request (lib/http/precompressed-body.ts). */
  const throughServer = (acceptEncoding: string) => ({ [PRECOMPRESSED_HONOURED]: '1', 'accept-encoding': acceptEncoding });

  async function waitForNewManifest(before: SnapshotManifest): Promise<SnapshotManifest> {
    // The refresh runs in the background of a request; the manifest follows once it has seen the edit.
    let after = before;
    for (let attempt = 0; attempt < 50 && after.hash === before.hash; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await adultManifest();
    }
    return after;
  }

  async function adultManifest(): Promise<SnapshotManifest> {
    const response = await askManifest(await cookieOf('adult'));
    expect(response.status).toBe(200);
    return (await response.json()) as SnapshotManifest;
  }

  it('gives an adult member the adult variant at a content-addressed, immutable address, compressed once per build', async () => {
    const manifest = await adultManifest();
    expect(manifest.variant).toBe('adult');
    expect(manifest.url).toBe(`/api/offline/catalogue/adult/${manifest.hash}`);
    const cookie = await cookieOf('adult');
    const { snapshotByHash } = await import('@/lib/offline-search/server/snapshot-holder');
    await snapshotByHash('adult', manifest.hash)?.brotliReady;

    const brotli = await askSnapshot('adult', manifest.hash, { cookie, ...throughServer('gzip, deflate, br, zstd') });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('Cache-Control')).toBe('private, max-age=31536000, immutable');
    expect(brotli.headers.get('Content-Type')).toBe('application/json');
    expect(brotli.headers.get('Vary')).toBe('Accept-Encoding, Cookie');
    expect(brotli.headers.get(PRECOMPRESSED_ENCODING)).toBe('br');
    const json = brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString();
    expect(await snapshotHash(json)).toBe(manifest.hash);
    const names = decodeSnapshotColumns((JSON.parse(json) as CatalogueSnapshot).columns).map((row) => row.name);
    expect(names).toContain('Adult Only Circle');
    expect(names).toContain('Circle 101');
    expect(names).not.toContain('Circle 105');

    // A browser without brotli gets the gzip; with neither, or under a server that drops the encoding, plain JSON.
    const gzipped = await askSnapshot('adult', manifest.hash, { cookie, ...throughServer('gzip;q=1, br;q=0') });
    expect(gzipped.headers.get(PRECOMPRESSED_ENCODING)).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(json);
    for (const headers of [{ cookie, 'accept-encoding': 'gzip, br' }, { cookie, ...throughServer('identity') }]) {
      const plain = await askSnapshot('adult', manifest.hash, headers);
      expect(plain.headers.get(PRECOMPRESSED_ENCODING)).toBeNull();
      expect(await plain.text()).toBe(json);
    }
    const brotliManifest = (await (await askManifest(cookie, throughServer('br'))).json()) as SnapshotManifest;
    expect(brotliManifest.downloadBytes).toBeLessThan(brotliManifest.bytes);
  });

  it('answers a visitor, an under-18 member and a member without the plan with no snapshot at any address', async () => {
    const { hash } = await adultManifest();
    const cookies = { visitor: undefined, minor: await cookieOf('minor'), noPlan: await cookieOf('no-plan'), forged: `${cookieName}=forged` };
    for (const [who, cookie] of Object.entries(cookies)) {
      const manifest = await askManifest(cookie);
      expect(manifest.status, who).toBe(who === 'visitor' || who === 'forged' ? 401 : 403);
      for (const variant of ['adult', 'general']) {
        const response = await askSnapshot(variant, hash, cookie ? { cookie } : {});
        expect([401, 403], `${who} ${variant}`).toContain(response.status);
        expect(await response.text()).not.toContain('Adult Only Circle');
      }
    }
  });

  it('carries the translations of the member’s language, none for a Japanese reader, and none a general copy may not show', async () => {
    const cookie = await cookieOf('adult');
    const copyIn = async (locale: string) => {
      const manifest = (await (await askManifest(`${cookie}; locale=${locale}`)).json()) as SnapshotManifest;
      const snapshot = (await (await askSnapshot('adult', manifest.hash, { cookie })).json()) as CatalogueSnapshot;
      return { manifest, snapshot, rows: decodeSnapshotColumns(snapshot.columns) };
    };
    const [en, zh, ja] = [await copyIn('en'), await copyIn('zh'), await copyIn('ja')];
    expect([en.manifest.language, zh.manifest.language, ja.manifest.language]).toEqual(['en', 'zh', undefined]);
    expect(new Set([en.manifest.hash, zh.manifest.hash, ja.manifest.hash]).size).toBe(3);
    const circle = (copy: typeof en, name: string) => copy.rows.find((row) => row.name === name);
    expect(circle(en, 'Circle 101')).toMatchObject({ descriptionTranslation: 'machine', translations: ['An original yuri book', 'Summer Book'] });
    expect(circle(zh, 'Circle 101')).toMatchObject({ descriptionTranslation: 'machine', translations: ['原创百合本', '招募帮手'] });
    expect(circle(en, 'Adult Only Circle')?.translations).toEqual(['A grown-up book']);
    expect(circle(en, 'Kestrel Booth')?.translations).toEqual(['New games, in our words', 'Art books']);
    expect(circle(zh, 'Kestrel Booth')?.translations).toBeUndefined();
    expect(ja.snapshot.columns.translations).toBeUndefined();
    expect(ja.rows.some((row) => row.translatedText !== undefined)).toBe(false);
    // An adult work of a general circle is searched by nobody (lib/catalogue/searchable-rows.ts): its translation is in no copy.
    expect(JSON.stringify(en.snapshot)).not.toContain('A secret adult title');

    const { buildSnapshot } = await import('@/lib/offline-search/server/build-snapshot');
    const { loadSearchableRows } = await import('@/lib/catalogue/searchable-rows');
    const { loadRowTranslations } = await import('@/lib/catalogue/row-translations');
    const { emptyFacets } = await import('@/lib/catalogue/facets');
    const { rows } = await loadSearchableRows(database.db, en.snapshot.eventId);
    const translations = { language: 'en' as const, byRow: await loadRowTranslations(database.db, en.snapshot.eventId, 'en') };
    const general = (await buildSnapshot(en.snapshot.eventId, 'general', rows, emptyFacets, translations)).json.toString();
    expect(general).toContain('An original yuri book');
    expect(general).not.toContain('A grown-up book');
    expect(general).not.toContain('A secret adult title');
  });

  it('answers an unknown hash or variant with 404', async () => {
    const cookie = await cookieOf('adult');
    expect((await askSnapshot('adult', 'not-a-hash', { cookie })).status).toBe(404);
    expect((await askSnapshot('everything', 'x', { cookie })).status).toBe(404);
  });

  it('builds a new snapshot at a new address when the catalogue changes, without adult circles in the general variant', async () => {
    const before = await adultManifest();
    await database.db.circle.update({ where: { wcid: 101 }, data: { name: 'Renamed Circle' } });
    const after = await waitForNewManifest(before);
    expect(after.hash).not.toBe(before.hash);
    const response = await askSnapshot('adult', after.hash, { cookie: await cookieOf('adult') });
    const snapshot = (await response.json()) as CatalogueSnapshot;
    expect(decodeSnapshotColumns(snapshot.columns).map((row) => row.name)).toContain('Renamed Circle');

    const { buildSnapshot } = await import('@/lib/offline-search/server/build-snapshot');
    const { loadSearchableRows } = await import('@/lib/catalogue/searchable-rows');
    const { emptyFacets } = await import('@/lib/catalogue/facets');
    const { rows } = await loadSearchableRows(database.db, snapshot.eventId);
    const general = await buildSnapshot(snapshot.eventId, 'general', rows, emptyFacets);
    expect(general.json.toString()).not.toContain('Adult Only Circle');
    expect(general.rows).toBe(rows.length - 1);
  });

  it('sends a device a few edits behind only the rows that changed, under the guards of the snapshot', async () => {
    const cookie = await cookieOf('adult');
    const before = await adultManifest();
    const old = await (await askSnapshot('adult', before.hash, { cookie })).text();
    await database.db.circle.update({ where: { wcid: 102 }, data: { name: 'Edited Circle' } });
    const after = await waitForNewManifest(before);
    expect(after.hash).not.toBe(before.hash);

    const response = await askDelta('adult', after.hash, before.hash, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=31536000, immutable');
    const delta = (await response.json()) as SnapshotDelta;
    expect(decodeSnapshotColumns(delta.rows).map((row) => row.name)).toEqual(['Edited Circle']);
    expect(await snapshotHash(JSON.stringify(applySnapshotDelta(JSON.parse(old) as CatalogueSnapshot, delta)))).toBe(after.hash);

    // A build the server does not know (any more): download it all.
    const unknown = await askDelta('adult', after.hash, 'not-a-known-hash', { cookie });
    expect(unknown.status).toBe(410);
    expect(unknown.headers.get('Cache-Control')).toBe('no-store');
    expect((await askDelta('adult', 'not-a-hash', before.hash, { cookie })).status).toBe(404);

    const cookies = { visitor: undefined, minor: await cookieOf('minor'), noPlan: await cookieOf('no-plan') };
    for (const [who, cookie] of Object.entries(cookies)) {
      for (const variant of ['adult', 'general']) {
        const refused = await askDelta(variant, after.hash, before.hash, cookie ? { cookie } : {});
        expect(refused.status, `${who} ${variant}`).toBe(who === 'visitor' ? 401 : 403);
        expect(await refused.text()).not.toContain('Edited Circle');
      }
    }
  });

  it('never puts an adult circle in a delta of the general variant', async () => {
    const { currentSnapshot } = await import('@/lib/offline-search/server/snapshot-holder');
    const before = await currentSnapshot({ variant: 'general' });
    await database.db.circle.update({ where: { wcid: 103 }, data: { name: 'Adult Only Circle, edited' } });
    await database.db.circle.update({ where: { wcid: 104 }, data: { name: 'General Circle, edited' } });
    let after = before;
    for (let attempt = 0; attempt < 50 && after.hash === before.hash; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await adultManifest();
      after = await currentSnapshot({ variant: 'general' });
    }
    const response = await askDelta('general', after.hash, before.hash, { cookie: await cookieOf('adult') });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('Adult Only Circle');
    expect(decodeSnapshotColumns((JSON.parse(text) as SnapshotDelta).rows).map((row) => row.name)).toEqual(['General Circle, edited']);
  });
});
