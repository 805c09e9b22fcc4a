import { gunzipSync } from 'node:zlib';
import { encode } from 'next-auth/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotManifest } from '@/lib/offline-search/snapshot-manifest';
import { decodeSnapshotColumns, type CatalogueSnapshot } from '@/lib/offline-search/snapshot-format';
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

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeSmallEvent(database.db);
    await database.db.circle.update({ where: { wcid: 103 }, data: { name: 'Adult Only Circle' } });
    const today = new Date();
    const yearsAgo = (years: number) => new Date(Date.UTC(today.getUTCFullYear() - years, 0, 1));
    const platinum = { roles: { create: [{ role: 'PLATINUM' as const }] } };
    await database.db.user.create({ data: { id: 'adult', email: 'adult@example.com', birthdate: yearsAgo(30), showAdult: true, ...platinum } });
    await database.db.user.create({ data: { id: 'minor', email: 'minor@example.com', birthdate: yearsAgo(15), showAdult: true, ...platinum } });
    await database.db.user.create({ data: { id: 'no-plan', email: 'no-plan@example.com', birthdate: yearsAgo(30), showAdult: true } });
    Object.assign(process.env, { DATABASE_URL: database.url, APP_ORIGIN: origin, AUTH_SECRET: secret, EVENT: 'C999', CATALOGUE_REFRESH_SECONDS: '0' });
    manifestRoute = (await import('@/app/api/offline/catalogue/route')).GET;
    snapshotRoute = (await import('@/app/api/offline/catalogue/[variant]/[hash]/route')).GET;
  });

  afterAll(async () => {
    const { db } = await import('@/lib/db');
    await db.$disconnect();
    await database.drop();
  });

  const askManifest = (cookie?: string) => manifestRoute(new Request(`${origin}/api/offline/catalogue`, { headers: cookie ? { cookie } : {} }));
  const askSnapshot = (variant: string, hash: string, headers: Record<string, string> = {}) =>
    snapshotRoute(new Request(`${origin}/api/offline/catalogue/${variant}/${hash}`, { headers }), { params: Promise.resolve({ variant, hash }) });

  async function adultManifest(): Promise<SnapshotManifest> {
    const response = await askManifest(await cookieOf('adult'));
    expect(response.status).toBe(200);
    return (await response.json()) as SnapshotManifest;
  }

  it('gives an adult member the adult variant at a content-addressed, immutable address, compressed', async () => {
    const manifest = await adultManifest();
    expect(manifest.variant).toBe('adult');
    expect(manifest.url).toBe(`/api/offline/catalogue/adult/${manifest.hash}`);
    const response = await askSnapshot('adult', manifest.hash, { cookie: await cookieOf('adult') });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=31536000, immutable');
    expect(response.headers.get('Content-Type')).toBe('application/gzip');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBe(manifest.downloadBytes);
    const snapshot = JSON.parse(gunzipSync(body).toString()) as CatalogueSnapshot;
    const names = decodeSnapshotColumns(snapshot.columns).map((row) => row.name);
    expect(names).toContain('Adult Only Circle');
    expect(names).toContain('Circle 101');
    expect(names).not.toContain('Circle 105');
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

  it('answers an unknown hash or variant with 404', async () => {
    const cookie = await cookieOf('adult');
    expect((await askSnapshot('adult', 'not-a-hash', { cookie })).status).toBe(404);
    expect((await askSnapshot('everything', 'x', { cookie })).status).toBe(404);
  });

  it('builds a new snapshot at a new address when the catalogue changes, without adult circles in the general variant', async () => {
    const before = await adultManifest();
    await database.db.circle.update({ where: { wcid: 101 }, data: { name: 'Renamed Circle' } });
    // The refresh runs in the background of a request; the manifest follows once it has seen the edit.
    let after = before;
    for (let attempt = 0; attempt < 50 && after.hash === before.hash; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await adultManifest();
    }
    expect(after.hash).not.toBe(before.hash);
    const response = await askSnapshot('adult', after.hash, { cookie: await cookieOf('adult') });
    const snapshot = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()) as CatalogueSnapshot;
    expect(decodeSnapshotColumns(snapshot.columns).map((row) => row.name)).toContain('Renamed Circle');

    const { buildSnapshot } = await import('@/lib/offline-search/build-snapshot');
    const { loadSearchableRows } = await import('@/lib/catalogue/searchable-rows');
    const { emptyFacets } = await import('@/lib/catalogue/facets');
    const { rows } = await loadSearchableRows(database.db, snapshot.eventId);
    const general = await buildSnapshot(snapshot.eventId, 'general', rows, emptyFacets);
    expect(general.json.toString()).not.toContain('Adult Only Circle');
    expect(general.rows).toBe(rows.length - 1);
  });
});
