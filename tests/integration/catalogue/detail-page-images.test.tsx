import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drawnStorageKey } from '@/lib/catalogue/drawn-image';
import { defaultListDisplay } from '@/lib/catalogue/list-display';
import type { AppLocale } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zh from '@/messages/zh.json';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';
import { writeSmallEvent } from '@/tests/support/small-event';

// Issue 49, "Shown": the booth page shows its banners, never an adult one to a viewer who may not see
// adult content, and the circle page shows the menu first and each cover beside its work. Both pages are
// read as their routes read them (the page cache, per language and kind of viewer) from a real database
// and drawn by their server components to markup.

// The request's language, which next-intl reads from the request in the app.
const request: { locale: AppLocale } = { locale: 'en' };
vi.mock('next-intl/server', () => ({
  getLocale: async () => request.locale,
  getTranslations: async (scope: string | { locale: AppLocale; namespace: string }) => {
    const { locale, namespace } = typeof scope === 'string' ? { locale: request.locale, namespace: scope } : scope;
    return createTranslator({ locale, messages: { en, ja, zh }[locale], namespace: namespace as 'BoothDetail' });
  },
}));
// A visitor as far as the favourites island is concerned: it draws nothing.
vi.mock('@/lib/auth/current-user', () => import('@/tests/support/signed-in-member'));

// The app router's context that Next.js gives client components (the circle page's back link asks for
// it); nothing here navigates.
const noNavigation = () => {};
const router: AppRouterInstance = { back: noNavigation, forward: noNavigation, refresh: noNavigation, push: noNavigation, replace: noNavigation, prefetch: noNavigation, bfcacheId: 'test' };

/** The markup of a server component tree, its async components awaited. */
async function markup(tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(<AppRouterContext.Provider value={router}>{tree}</AppRouterContext.Provider>);
  return new Response(prelude).text();
}

const thumbnailOf = (id: number) => `/cuts/images/${id}?s=thumb&amp;v=`;
const adult = { mayViewAdult: true };
const general = { mayViewAdult: false };

describe('the booth and circle pages’ delivered images', () => {
  let database: TestDatabase;
  const ids = { booth: 0, bareBooth: 0, circle: 0, adultBanner: 0, banner: 0, menu1: 0, menu2: 0, coverA: 0, coverB: 0 };

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await writeSmallEvent(db);
    const event = await db.event.findFirstOrThrow();
    const rect = { mapX: 0, mapY: 0, mapWidth: 1, mapHeight: 1 };
    const hall = await db.hall.create({ data: { eventId: event.id, area: 'WEST', number: 3, isCorporate: true, ...rect } });
    const booth = (boothNumber: number, name: string) => db.exhibitor.create({ data: { eventId: event.id, boothNumber, name, hallId: hall.id, boothCode: `西3-0${boothNumber}`, ...rect } });
    ids.booth = (await booth(1, 'Kestrel Games')).id;
    ids.bareBooth = (await booth(2, 'Plain Press')).id;
    ids.circle = (await db.circle.findUniqueOrThrow({ where: { wcid: 101 } })).id;
    const image = async (
      name: keyof typeof ids,
      owner: { owner: string; exhibitorId?: number; circleId?: number; workId?: number },
      kind: 'BANNER' | 'MENU' | 'COVER',
      position: number,
      extra: { isAdult?: boolean; altJa?: string; altEn?: string } = {},
    ) => {
      const created = await db.catalogueImage.create({
        data: { eventId: event.id, ...owner, kind, position, ...extra, contentHash: `${owner.owner}-${kind}-${position}`, storageKey: drawnStorageKey(kind, owner.owner, position), width: 1200, height: 300 },
      });
      ids[name] = created.id;
    };
    // The booth's first banner is flagged adult (images.csv's `adult` column); its second is for everyone.
    await image('adultBanner', { owner: '1', exhibitorId: ids.booth }, 'BANNER', 0, { isAdult: true });
    await image('banner', { owner: '1', exhibitorId: ids.booth }, 'BANNER', 1, { altJa: '新作ボードゲーム', altEn: 'New board games' });
    // Works written in the opposite order to their positions, covers written before the menu, the
    // menu's second page before its first: the page's order is its own, not the rows'.
    const workB = await db.work.create({ data: { circleId: ids.circle, title: 'Second Book', sortOrder: 1 } });
    const workA = await db.work.create({ data: { circleId: ids.circle, title: 'First Book', sortOrder: 0 } });
    await image('coverB', { owner: '101/1', circleId: ids.circle, workId: workB.id }, 'COVER', 0);
    await image('coverA', { owner: '101/0', circleId: ids.circle, workId: workA.id }, 'COVER', 0);
    await image('menu2', { owner: '101', circleId: ids.circle }, 'MENU', 1);
    await image('menu1', { owner: '101', circleId: ids.circle }, 'MENU', 0);
    Object.assign(process.env, { DATABASE_URL: database.url, EVENT: 'C999', CATALOGUE_REFRESH_SECONDS: '0' });
  });

  afterAll(async () => {
    const { db } = await import('@/lib/db');
    await db.$disconnect();
    await database.drop();
  });

  async function boothPage(id: number, viewer: { mayViewAdult: boolean }, locale: AppLocale) {
    const [{ cachedBoothDetail }, { BoothDetailView }] = await Promise.all([import('@/lib/catalogue/booth-detail'), import('@/components/catalogue/booth-detail-view')]);
    request.locale = locale;
    const booth = await cachedBoothDetail(id, viewer, locale);
    if (!booth) throw new Error(`booth ${id} is missing`);
    return { booth, html: await markup(<BoothDetailView booth={booth} />) };
  }

  /** The booth page's banner section, or null when it has none. */
  const bannerSection = (html: string, label: string) => new RegExp(`<section[^>]*aria-label="${label}"[^>]*>[\\s\\S]*?</section>`).exec(html)?.[0] ?? null;

  it('shows the booth’s banners to an adult who opted in, in the organiser’s order, with their alt texts in the reader’s language', async () => {
    const { booth, html } = await boothPage(ids.booth, adult, 'en');
    expect(booth.banners.map((banner) => banner.id)).toEqual([ids.adultBanner, ids.banner]);
    const section = bannerSection(html, en.BoothDetail.banner);
    expect(section).not.toBeNull();
    expect(section?.indexOf(thumbnailOf(ids.adultBanner))).toBeLessThan(section?.indexOf(thumbnailOf(ids.banner)) ?? -1);
    // The organiser's text where it gave one, else the page's own.
    expect(section).toContain('alt="New board games"');
    expect(section).toContain('alt="Banner of Kestrel Games, image 1"');
    const inJapanese = bannerSection((await boothPage(ids.booth, adult, 'ja')).html, ja.BoothDetail.banner);
    expect(inJapanese).toContain('alt="新作ボードゲーム"');
  });

  it('never shows an adult banner to a viewer who may not see adult content, though the adult page is cached first', async () => {
    for (const locale of ['en', 'ja'] as const) {
      const { booth, html } = await boothPage(ids.booth, general, locale);
      expect(booth.banners.map((banner) => banner.id)).toEqual([ids.banner]);
      expect(bannerSection(html, { en, ja }[locale].BoothDetail.banner)).toContain(thumbnailOf(ids.banner));
      expect(html).not.toContain(`/cuts/images/${ids.adultBanner}?`);
    }
  });

  it('draws no banner section for a booth without banners', async () => {
    const { html } = await boothPage(ids.bareBooth, adult, 'en');
    expect(html).toContain('Plain Press');
    expect(bannerSection(html, en.BoothDetail.banner)).toBeNull();
    expect(html).not.toContain('/cuts/images/');
  });

  it('shows the circle’s menu first, its pages in order, and each cover beside its own work', async () => {
    const [{ cachedCircleDetail }, { CircleDetailView }] = await Promise.all([import('@/lib/catalogue/circle-detail'), import('@/components/catalogue/circle-detail-view')]);
    request.locale = 'en';
    const circle = await cachedCircleDetail(ids.circle, general, 'en');
    if (!circle) throw new Error('circle 101 is missing');
    const html = await markup(<CircleDetailView circle={circle} member={{ display: defaultListDisplay, colorLabels: new Map(), favorites: new Map() }} />);
    const sections = [...html.matchAll(/<section[^>]*>[\s\S]*?<\/section>/g)].map((match) => match[0]);
    // The menu is the page's first section, above the memo, the description and the works.
    const [first] = sections;
    expect(first).toContain(`>${en.CircleDetail.menu}</h2>`);
    expect(first?.indexOf(thumbnailOf(ids.menu1))).toBeGreaterThan(-1);
    expect(first?.indexOf(thumbnailOf(ids.menu1))).toBeLessThan(first?.indexOf(thumbnailOf(ids.menu2)) ?? -1);
    expect(first).not.toContain('Cover of');
    // Each cover sits in its own work's entry of the works' list, the works in their order.
    const works = sections.find((section) => section.includes(`>${en.CirclePage.works}</h2>`)) ?? '';
    const entries = [...works.matchAll(/<li[^>]*class="flex gap-3 py-3"[^>]*>[\s\S]*?<\/h3>/g)].map((match) => match[0]);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toContain('First Book');
    expect(entries[0]).toContain(thumbnailOf(ids.coverA));
    expect(entries[0]).not.toContain(thumbnailOf(ids.coverB));
    expect(entries[1]).toContain('Second Book');
    expect(entries[1]).toContain(thumbnailOf(ids.coverB));
    expect(html.indexOf(thumbnailOf(ids.menu2))).toBeLessThan(html.indexOf(thumbnailOf(ids.coverA)));
  });
});
