import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encode } from 'next-auth/jwt';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderCutStore } from '@/lib/cut-images/folder-cut-store';
import { storeCutVariants } from '@/lib/cut-images/cut-store';
import { prepareCut, type PreparedCut } from '@/lib/cut-images/prepare-cut';
import type { PrismaClient } from '@/lib/db/client';
import { sampleJpeg, samplePng } from '@/tests/support/cut-files';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// `/cuts/{wcid}` for circles whose organiser sent a cut file: the stored WebP (1x, or 2x with ?s=2),
// under the same plan and adult rules as generated cuts; the generated SVG for the others.

const secret = 'stored-cuts-secret-stored-cuts-secret-01';
const cookieName = 'authjs.session-token';

async function prepared(bytes: Promise<Buffer>): Promise<PreparedCut> {
  const result = await prepareCut(await bytes);
  if (!result.ok) throw new Error('the sample must convert');
  return result.cut;
}

async function writeEvent(db: PrismaClient, cuts: { general: PreparedCut; adult: PreparedCut; missing: string }) {
  const event = await db.event.create({
    data: { code: 'C999', nameEn: 'Test', nameJa: 'テスト', nameZh: '测试', planValidUntil: new Date('2027-01-01'), monthlyPriceYen: 2000, campaignPriceYen: 1000 },
  });
  const genre = await db.genre.create({ data: { eventId: event.id, code: 234, nameEn: 'Touhou Project', nameJa: '東方Project', nameZh: '东方Project' } });
  const circle = (wcid: number, isAdult: boolean, storageKey: string | null) =>
    db.circle.create({
      data: {
        eventId: event.id,
        wcid,
        circleNumber: wcid,
        name: `Circle ${wcid}`,
        genreId: genre.id,
        isAdult,
        images: { create: [{ kind: 2, url: `/cuts/${wcid}`, width: 211, height: 300, storageKey, contentHash: storageKey?.split('/')[2] ?? null }] },
      },
    });
  await circle(3001, false, cuts.general.storageKey);
  await circle(3002, true, cuts.adult.storageKey);
  await circle(3003, false, cuts.missing);
  await circle(3004, false, null);
  const today = new Date();
  await db.user.create({ data: { id: 'member', email: 'member@example.com', birthdate: new Date(Date.UTC(today.getUTCFullYear() - 30, 0, 1)), showAdult: true, roles: { create: [{ role: 'PLATINUM' }] } } });
}

describe('stored cuts through the cut route', () => {
  let database: TestDatabase;
  let folder = '';
  let general: PreparedCut;
  let adult: PreparedCut;
  let cookie = '';
  let get: typeof import('@/app/cuts/[wcid]/route').GET;

  beforeAll(async () => {
    database = await createTestDatabase();
    folder = await mkdtemp(path.join(tmpdir(), 'catalogue-served-cuts-'));
    [general, adult] = await Promise.all([prepared(sampleJpeg()), prepared(samplePng(300, 420))]);
    const store = folderCutStore(folder);
    await storeCutVariants(store, [...general.variants, ...adult.variants]);
    await writeEvent(database.db, { general, adult, missing: 'v1/ff/ff00-never-stored' });
    Object.assign(process.env, { DATABASE_URL: database.url, APP_ORIGIN: 'http://localhost:3000', AUTH_SECRET: secret, CUT_STORE_DIR: folder });
    cookie = `${cookieName}=${await encode({ token: { sub: 'member', sv: 0, sid: 'stored-cuts' }, secret, salt: cookieName })}`;
    get = (await import('@/app/cuts/[wcid]/route')).GET;
  });

  afterAll(async () => {
    const { db } = await import('@/lib/db');
    await db.$disconnect();
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  });

  const fetchCut = (url: string, headers: Record<string, string> = {}) =>
    get(new Request(`http://localhost:3000${url}`, { headers }), { params: Promise.resolve({ wcid: url.split('/')[2]?.split('?')[0] ?? '' }) });

  it('serves the stored 1x WebP, and the 2x one when asked', async () => {
    for (const [query, variant] of [['', 0], ['?s=2', 1]] as const) {
      const response = await fetchCut(`/cuts/3001${query}`, { cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/webp');
      expect(response.headers.get('Cache-Control')).toMatch(/^private,/);
      expect(response.headers.get('Vary')).toMatch(/cookie/i);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.equals(general.variants[variant]?.bytes ?? Buffer.alloc(0))).toBe(true);
      expect((await sharp(bytes).metadata()).width).toBe(variant === 0 ? 211 : 422);
      expect(response.headers.get('ETag')).toContain(general.contentHash);
    }
  });

  it('answers 304 for the stored file the browser holds', async () => {
    const first = await fetchCut('/cuts/3001', { cookie });
    const response = await fetchCut('/cuts/3001', { cookie, 'If-None-Match': first.headers.get('ETag') ?? '' });
    expect(response.status).toBe(304);
  });

  it('draws the SVG for a circle without a cut file', async () => {
    const response = await fetchCut('/cuts/3004', { cookie });
    expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('Circle 3004');
  });

  it('falls back to the SVG, uncached, when the stored file is missing', async () => {
    const response = await fetchCut('/cuts/3003', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
  });

  it('keeps stored cuts from visitors, and an adult one from them in either size', async () => {
    for (const url of ['/cuts/3001', '/cuts/3001?s=2', '/cuts/3002', '/cuts/3002?s=2']) {
      const response = await fetchCut(url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('Content-Type')).not.toContain('image/');
    }
    const member = await fetchCut('/cuts/3002?s=2', { cookie });
    expect(Buffer.from(await member.arrayBuffer()).equals(adult.variants[1]?.bytes ?? Buffer.alloc(0))).toBe(true);
  });
});
