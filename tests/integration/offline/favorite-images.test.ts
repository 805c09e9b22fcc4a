import { copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { encode } from 'next-auth/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnStorageKey } from '@/lib/catalogue/drawn-image';
import { folderCutStore } from '@/lib/cut-images/folder-cut-store';
import type { PreparedImage } from '@/lib/cut-images/prepare-image';
import { imagesForDays, type FavoriteImages } from '@/lib/offline/saved-images';
import { writeSmallEvent } from '@/tests/support/small-event';
import { storedSampleImage } from '@/tests/support/stored-sample-image';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';

// What a device saves of the favourites' images with the event days: the list is made on the server with
// the one age rule, so an under-18 member's list names no adult image (flagged, of an adult work, or of an
// adult circle); every file comes with the size its address answers with, which the panel states first.

const secret = 'favorite-images-secret-favorite-images-0001';
const cookieName = 'authjs.session-token';
const origin = 'http://localhost:3000';

describe('the favourites’ images for the event days', () => {
  let database: TestDatabase;
  let folder = '';
  let image: PreparedImage;
  const ids: Record<string, number> = {};
  const cookies: Record<string, string> = {};
  let load: typeof import('@/lib/offline/server/favorite-images').loadFavoriteImages;
  let get: typeof import('@/app/cuts/images/[id]/route').GET;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ folder, image } = await storedSampleImage('favorite-images-'));
    const { db } = database;
    await writeSmallEvent(db);
    const event = await db.event.findFirstOrThrow();
    const circle = (wcid: number) => db.circle.findUniqueOrThrow({ where: { wcid } });
    const [general, other, adultCircle, drawnOwner] = await Promise.all([circle(101), circle(102), circle(103), circle(104)]);
    const adultWork = await db.work.create({ data: { circleId: general.id, title: 'Adult book', isAdult: true, sortOrder: 1 } });
    const generalWork = await db.work.create({ data: { circleId: general.id, title: 'Summer book', priceText: '500円', sortOrder: 2 } });
    await db.work.create({ data: { circleId: drawnOwner.id, title: '夏の本', priceYen: 700, sortOrder: 0 } });
    const stored = { contentHash: image.contentHash, storageKey: image.storageKey, width: image.width, height: image.height };
    const row = (name: string, owner: string, kind: 'MENU' | 'COVER' | 'ANNOUNCEMENT', circleId: number, extra: object = stored) =>
      db.catalogueImage.create({ data: { eventId: event.id, owner, kind, position: 0, circleId, ...stored, ...extra } }).then((created) => (ids[name] = created.id));
    await row('menu', '101', 'MENU', general.id);
    await row('cover', '101/2', 'COVER', general.id, { workId: generalWork.id });
    await row('announcement', '101', 'ANNOUNCEMENT', general.id);
    await row('adultWorkCover', '101/1', 'COVER', general.id, { workId: adultWork.id });
    await row('flaggedMenu', '102', 'MENU', other.id, { isAdult: true });
    await row('adultCircleMenu', '103', 'MENU', adultCircle.id);
    await row('drawnMenu', '104', 'MENU', drawnOwner.id, { storageKey: drawnStorageKey('MENU', '104', 0), width: 724, height: 1024 });

    const yearsAgo = (years: number) => new Date(Date.UTC(new Date().getUTCFullYear() - years, 0, 1));
    for (const [id, years] of [['adult', 30], ['minor', 15]] as const) {
      await db.user.create({ data: { id, email: `${id}@example.com`, birthdate: yearsAgo(years), showAdult: true, roles: { create: [{ role: 'PLATINUM' }] } } });
      for (const favorite of [general, other, adultCircle, drawnOwner]) await db.favorite.create({ data: { userId: id, circleId: favorite.id, color: 1 } });
      cookies[id] = `${cookieName}=${await encode({ token: { sub: id, sv: 0, sid: `favorite-images-${id}` }, secret, salt: cookieName })}`;
    }
    Object.assign(process.env, { DATABASE_URL: database.url, APP_ORIGIN: origin, AUTH_SECRET: secret, EVENT: 'C999', CUT_STORE_DIR: folder });
    load = (await import('@/lib/offline/server/favorite-images')).loadFavoriteImages;
    get = (await import('@/app/cuts/images/[id]/route')).GET;
  });

  afterAll(async () => {
    const { db } = await import('@/lib/db');
    await db.$disconnect();
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  });

  const listFor = async (who: 'adult' | 'minor') => load(database.db, who, 'C999', { adult: who === 'adult' }, folderCutStore(folder));
  const imageIds = (favorites: readonly FavoriteImages[]) => new Set(favorites.flatMap((favorite) => favorite.images.map((file) => Number(/\/cuts\/images\/(\d+)\?/.exec(file.url)?.[1]))));
  const sizes = (favorites: readonly FavoriteImages[]) => favorites.flatMap((favorite) => favorite.images.map((file) => new URL(file.url, origin).searchParams.get('s')));

  it('names no adult image to an under-18 member: not a flagged one, not an adult work’s cover, not an adult circle’s', async () => {
    const minor = await listFor('minor');
    expect(imageIds(minor)).toEqual(new Set([ids.menu, ids.cover, ids.drawnMenu]));
    // The adult circle is not among the minor's favourites the device saves at all.
    expect(minor.map((favorite) => favorite.circleId)).not.toContain((await database.db.circle.findUniqueOrThrow({ where: { wcid: 103 } })).id);
    const adult = await listFor('adult');
    expect(imageIds(adult)).toEqual(new Set([ids.menu, ids.cover, ids.adultWorkCover, ids.flaggedMenu, ids.adultCircleMenu, ids.drawnMenu]));
  });

  it('saves menus at thumbnail size and their offline rendition, never the full size, covers at thumbnail size, and no announcement', async () => {
    const adult = await listFor('adult');
    const files = adult.flatMap((favorite) => favorite.images);
    const of = (id: number | undefined) => files.filter((file) => file.url.startsWith(`/cuts/images/${id}?`)).map((file) => new URL(file.url, origin).searchParams.get('s'));
    expect(of(ids.menu)).toEqual(['thumb', 'offline']);
    expect(of(ids.cover)).toEqual(['thumb']);
    expect(of(ids.announcement)).toEqual([]);
    expect(sizes(adult).filter((size) => size === 'offline')).toHaveLength(4);
    expect(sizes(adult)).not.toContain('full');
    // The rendition is what the list states and weighs: the stored offline file, smaller than the full size.
    const stored = (name: 'offline' | 'full') => image.variants.find((variant) => variant.name === name)?.bytes.length ?? 0;
    expect(files.filter((file) => file.url.startsWith(`/cuts/images/${ids.menu}?s=offline`)).map((file) => file.bytes)).toEqual([stored('offline')]);
    expect(stored('offline')).toBeLessThan(stored('full') / 2);
  });

  it('states the full size for a menu converted before offline renditions existed, which its offline address answers with', async () => {
    // A key of its own (stored sizes are remembered per process by key) holding the thumbnail and the full size only.
    const storageKey = `${image.storageKey.slice(0, -8)}00000000`;
    for (const name of ['thumb', 'full']) await copyFile(path.join(folder, `${image.storageKey}-${name}.webp`), path.join(folder, `${storageKey}-${name}.webp`));
    try {
      await database.db.catalogueImage.update({ where: { id: ids.menu }, data: { storageKey } });
      const files = (await listFor('adult')).flatMap((favorite) => favorite.images).filter((file) => file.url.startsWith(`/cuts/images/${ids.menu}?s=offline`));
      expect(files.map((file) => file.bytes)).toEqual([image.variants.find((variant) => variant.name === 'full')?.bytes.length]);
      const response = await get(new Request(`${origin}${files[0]?.url}`, { headers: { cookie: cookies.adult ?? '' } }), { params: Promise.resolve({ id: String(ids.menu) }) });
      expect([response.status, (await response.arrayBuffer()).byteLength]).toEqual([200, files[0]?.bytes]);
    } finally {
      await database.db.catalogueImage.update({ where: { id: ids.menu }, data: { storageKey: image.storageKey } });
    }
  });

  it('saves what exists of a menu whose full size and offline rendition are still queued: its thumbnail', async () => {
    await database.db.catalogueImage.update({ where: { id: ids.menu }, data: { fullPending: true } });
    try {
      const files = (await listFor('adult')).flatMap((favorite) => favorite.images);
      expect(files.filter((file) => file.url.startsWith(`/cuts/images/${ids.menu}?`)).map((file) => new URL(file.url, origin).searchParams.get('s'))).toEqual(['thumb']);
    } finally {
      await database.db.catalogueImage.update({ where: { id: ids.menu }, data: { fullPending: false } });
    }
  });

  it('states each file’s size as its address answers it, stored or drawn, and sums the chosen days', async () => {
    // The circle pages, and so their images, are today an adult member's only (decision 040): the address is asked as one.
    const adult = await listFor('adult');
    for (const file of adult.flatMap((favorite) => favorite.images)) {
      const id = /\/cuts\/images\/(\d+)\?/.exec(file.url)?.[1] ?? '';
      const response = await get(new Request(`${origin}${file.url}`, { headers: { cookie: cookies.adult ?? '' } }), { params: Promise.resolve({ id }) });
      expect(response.status, file.url).toBe(200);
      expect((await response.arrayBuffer()).byteLength, file.url).toBe(file.bytes);
    }
    const thumb = image.variants.find((variant) => variant.name === 'thumb');
    expect(adult.flatMap((favorite) => favorite.images).filter((file) => file.url.startsWith(`/cuts/images/${ids.menu}?s=thumb`)).map((file) => file.bytes)).toEqual([thumb?.bytes.length]);
    // Circle 101 stands on day 1, circle 104 on day 2 (tests/support/small-event.ts).
    const minor = await listFor('minor');
    const day1 = imagesForDays(minor, [1]);
    const both = imagesForDays(minor, [1, 2]);
    expect(day1.images.length).toBeGreaterThan(0);
    expect(day1.images.map((file) => file.url).every((url) => !url.includes(`/${ids.drawnMenu}?`))).toBe(true);
    expect(both.bytes).toBe(minor.flatMap((favorite) => favorite.images).reduce((sum, file) => sum + file.bytes, 0));
    expect(both.favorites).toBe(minor.length);
    expect(day1.bytes).toBeLessThan(both.bytes);
  });
});
