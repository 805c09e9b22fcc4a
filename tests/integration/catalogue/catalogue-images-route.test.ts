import { rm } from 'node:fs/promises';
import { encode } from 'next-auth/jwt';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCircleThumbnails, readEventThumbnailPaths, readMenusOrCuts } from '@/lib/catalogue/circle-thumbnails';
import { readCircleImages } from '@/lib/catalogue/read-images';
import type { PreparedImage } from '@/lib/cut-images/prepare-image';
import { writeSmallEvent } from '@/tests/support/small-event';
import { storedSampleImage } from '@/tests/support/stored-sample-image';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// `/cuts/images/{id}`: a delivered image goes only to a viewer whom its page would show it, and an adult
// one (flagged, or its work's or circle's) only to a member of 18 or over who opted in; a withdrawn or
// unpublished circle's images go to nobody. The circle page's read follows the same rule.

const secret = 'catalogue-images-secret-catalogue-images-01';
const cookieName = 'authjs.session-token';
const origin = 'http://localhost:3000';

describe('delivered images through their address', () => {
  let database: TestDatabase;
  let folder = '';
  let image: PreparedImage;
  const ids: Record<string, number> = {};
  const cookies: Record<string, string> = {};
  let get: typeof import('@/app/cuts/images/[id]/route').GET;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ folder, image } = await storedSampleImage('catalogue-images-'));
    const { db } = database;
    await writeSmallEvent(db);
    const event = await db.event.findFirstOrThrow();
    const circle = (wcid: number) => db.circle.findUniqueOrThrow({ where: { wcid } });
    const general = await circle(101);
    const withdrawn = await circle(102);
    await db.circle.update({ where: { id: withdrawn.id }, data: { withdrawnAt: new Date() } });
    const adultWork = await db.work.create({ data: { circleId: general.id, title: 'Adult book', isAdult: true, sortOrder: 1 } });
    const row = (name: string, owner: string, kind: 'MENU' | 'COVER' | 'ANNOUNCEMENT', circleId: number, extra: { workId?: number; isAdult?: boolean } = {}) =>
      db.catalogueImage.create({ data: { eventId: event.id, owner, kind, position: 0, circleId, ...extra, contentHash: image.contentHash, storageKey: image.storageKey, width: image.width, height: image.height, altEn: `${name} text` } })
        .then((created) => (ids[name] = created.id));
    await row('menu', '101', 'MENU', general.id);
    await row('flagged', '101', 'ANNOUNCEMENT', general.id, { isAdult: true });
    await row('adultWork', '101/1', 'COVER', general.id, { workId: adultWork.id });
    await row('adultCircle', '103', 'MENU', (await circle(103)).id);
    await row('unpublished', '105', 'MENU', (await circle(105)).id);
    await row('withdrawn', '102', 'MENU', withdrawn.id);

    const yearsAgo = (years: number) => new Date(Date.UTC(new Date().getUTCFullYear() - years, 0, 1));
    const member = (id: string, years: number, showAdult: boolean) =>
      db.user.create({ data: { id, email: `${id}@example.com`, birthdate: yearsAgo(years), showAdult, roles: { create: [{ role: 'PLATINUM' }] } } });
    await member('adult', 30, true);
    await member('minor', 15, false);
    await member('notOptedIn', 30, false);
    for (const id of ['adult', 'minor', 'notOptedIn']) cookies[id] = `${cookieName}=${await encode({ token: { sub: id, sv: 0, sid: `images-${id}` }, secret, salt: cookieName })}`;
    Object.assign(process.env, { DATABASE_URL: database.url, APP_ORIGIN: origin, AUTH_SECRET: secret, EVENT: 'C999', CUT_STORE_DIR: folder });
    get = (await import('@/app/cuts/images/[id]/route')).GET;
  });

  afterAll(async () => {
    const { db } = await import('@/lib/db');
    await db.$disconnect();
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  });

  const status = async (name: string, who?: string, size = 'thumb') => {
    const id = String(ids[name]);
    const response = await get(new Request(`${origin}/cuts/images/${id}?s=${size}`, { headers: who ? { cookie: cookies[who] ?? '' } : {} }), { params: Promise.resolve({ id }) });
    if (response.status === 200) expect(response.headers.get('Content-Type')).toBe('image/webp');
    return response.status;
  };

  it('serves every size to a member who may see the page: thumbnail, full size and the offline rendition', async () => {
    const id = String(ids.menu);
    for (const [size, width] of [['thumb', 309], ['full', 900], ['offline', 658]] as const) {
      const response = await get(new Request(`${origin}/cuts/images/${id}?s=${size}`, { headers: { cookie: cookies.adult ?? '' } }), { params: Promise.resolve({ id }) });
      expect(response.status, await response.clone().text()).toBe(200);
      expect(response.headers.get('Vary')).toMatch(/cookie/i);
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(width);
    }
  });

  it('answers a full size or offline rendition still queued with the thumbnail, never kept, and the same address with its size once it exists', async () => {
    const id = String(ids.menu);
    const sized = async (size: 'full' | 'offline') => {
      const response = await get(new Request(`${origin}/cuts/images/${id}?s=${size}`, { headers: { cookie: cookies.adult ?? '' } }), { params: Promise.resolve({ id }) });
      expect(response.status).toBe(200);
      return { cache: response.headers.get('Cache-Control'), width: (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width };
    };
    await database.db.catalogueImage.update({ where: { id: ids.menu }, data: { fullPending: true } });
    try {
      expect(await sized('full')).toEqual({ cache: 'private, no-store', width: 309 });
      expect(await sized('offline')).toEqual({ cache: 'private, no-store', width: 309 });
      // The rule is the same while it waits: a minor gets nothing.
      expect(await status('adultCircle', 'minor', 'full')).toBe(404);
      expect(await status('adultCircle', 'minor', 'offline')).toBe(404);
    } finally {
      await database.db.catalogueImage.update({ where: { id: ids.menu }, data: { fullPending: false } });
    }
    expect(await sized('full')).toEqual({ cache: expect.stringMatching(/^private, max-age=/), width: 900 });
    expect(await sized('offline')).toEqual({ cache: expect.stringMatching(/^private, max-age=/), width: 658 });
  });

  it('keeps every image, adult or not, from a minor and from an adult who did not opt in, as their pages are', async () => {
    for (const who of ['minor', 'notOptedIn']) {
      for (const name of ['menu', 'flagged', 'adultWork', 'adultCircle']) {
        expect(await status(name, who), `${name} for ${who}`).toBe(404);
        expect(await status(name, who, 'full'), `${name} full for ${who}`).toBe(404);
        expect(await status(name, who, 'offline'), `${name} offline for ${who}`).toBe(404);
      }
    }
    for (const name of ['flagged', 'adultWork', 'adultCircle']) {
      for (const size of ['thumb', 'full', 'offline']) expect(await status(name, 'adult', size), `${name} ${size}`).toBe(200);
    }
  });

  it('sends a withdrawn or unpublished circle\'s images to nobody, and nothing to a visitor', async () => {
    for (const size of ['thumb', 'full', 'offline']) {
      for (const name of ['withdrawn', 'unpublished']) expect(await status(name, 'adult', size), `${name} ${size}`).toBe(404);
      for (const name of ['menu', 'flagged']) expect(await status(name, undefined, size), `${name} ${size}`).toBe(404);
    }
  });

  it('gives the circle page only what the viewer may see', async () => {
    const { db } = database;
    const general = await db.circle.findUniqueOrThrow({ where: { wcid: 101 } });
    const minor = await readCircleImages(db, general.id, { adult: false }, 'en');
    expect(minor.menus.map((shown) => shown.alt)).toEqual(['menu text']);
    expect([minor.announcements.length, minor.covers.size]).toEqual([0, 0]);
    const adult = await readCircleImages(db, general.id, { adult: true }, 'ja');
    expect([adult.menus.length, adult.announcements.length, [...adult.covers.values()].flat().length]).toEqual([1, 1, 1]);
    // No text in the page's language: another language's, rather than none.
    expect(adult.menus[0]?.alt).toBe('menu text');
    expect(adult.menus[0]?.fullUrl).toMatch(new RegExp(`^/cuts/images/${ids.menu}\\?s=full&v=`));
    const withdrawn = await db.circle.findUniqueOrThrow({ where: { wcid: 102 } });
    expect((await readCircleImages(db, withdrawn.id, { adult: true }, 'en')).menus).toEqual([]);
  });

  it('puts the menu on the circle page and each cover beside its work', async () => {
    const { findCircleDetail } = await import('@/lib/catalogue/circle-detail');
    const general = await database.db.circle.findUniqueOrThrow({ where: { wcid: 101 } });
    const page = await findCircleDetail(general.id, { mayViewAdult: true }, 'en');
    expect(page?.menus.map((shown) => shown.id)).toEqual([ids.menu]);
    expect(page?.works.find((work) => work.title === 'Adult book')?.covers.map((shown) => shown.id)).toEqual([ids.adultWork]);
  });

  it('gives the lists, the map, the favourites and the plan one picture a circle: the menu first, else the first cover or the cut, under the same rule', async () => {
    const { db } = database;
    const idOf = async (wcid: number) => (await db.circle.findUniqueOrThrow({ where: { wcid } })).id;
    const [general, adultCircle, plain, withdrawn] = await Promise.all([idOf(101), idOf(103), idOf(104), idOf(102)]);
    const event = await db.event.findFirstOrThrow();
    // 104 has no menu and two covers: its first work's is the one.
    for (const sortOrder of [2, 0]) {
      const work = await db.work.create({ data: { circleId: plain, title: `Book ${sortOrder}`, sortOrder } });
      const cover = await db.catalogueImage.create({
        data: { eventId: event.id, owner: `104/${sortOrder}`, kind: 'COVER', position: 0, circleId: plain, workId: work.id, contentHash: image.contentHash, storageKey: image.storageKey, width: image.width, height: image.height },
      });
      ids[`cover${sortOrder}`] = cover.id;
    }
    const pick = async (adult: boolean, choice: 'menu' | 'menu-or-cover') =>
      Object.fromEntries([...(await readCircleThumbnails(db, [general, adultCircle, plain, withdrawn], { adult }, 'en', choice))].map(([circle, shown]) => [circle, shown.id]));
    expect(await pick(true, 'menu-or-cover')).toEqual({ [general]: ids.menu, [adultCircle]: ids.adultCircle, [plain]: ids.cover0 });
    expect(await pick(false, 'menu-or-cover')).toEqual({ [general]: ids.menu, [plain]: ids.cover0 });
    expect(await pick(true, 'menu')).toEqual({ [general]: ids.menu, [adultCircle]: ids.adultCircle });

    const circles = await db.circle.findMany({ where: { id: { in: [general, adultCircle] } }, select: { id: true, wcid: true, updatedAt: true } });
    const pictures = await readMenusOrCuts(db, circles, { adult: false }, 'en');
    expect(pictures.get(general)).toMatchObject({ menu: true, alt: 'menu text', url: expect.stringMatching(new RegExp(`^/cuts/images/${ids.menu}\\?s=thumb&`)) });
    expect(pictures.get(adultCircle)).toEqual({ menu: false, alt: '', url: expect.stringMatching(/^\/cuts\/103\?v=/) });

    const general18 = await readEventThumbnailPaths(db, event.id, { adult: true });
    const minor = await readEventThumbnailPaths(db, event.id, { adult: false });
    expect(minor.get(general)).toMatch(new RegExp(`^/cuts/images/${ids.menu}\\?s=thumb&`));
    expect([minor.has(adultCircle), general18.has(adultCircle), general18.has(withdrawn)]).toEqual([false, true, false]);
  });
});
