import type { Page } from '@playwright/test';
import { LISTED_CIRCLE_SQL_TEXT } from '@/lib/catalogue/listed-circles';
import type { javascriptBudgetsKb } from '@/bench/support/page-javascript';
import { query } from '../support/database';
import { expect } from '../support/fixtures';
import type { Catalogue } from '../support/messages';

// Every kind of page the app serves, as the page tour (page-tour.spec.ts) opens them: who looks, where,
// what shows that the page is drawn, and which of the tour's checks apply beyond those every page gets.

export type Viewer = 'first visit' | 'visitor' | 'platinum' | 'member' | 'minor';
/** What surrounds the page's main content: the header and menu, the map's header, or nothing. */
export type Layout = 'nav' | 'map' | 'empty';

export interface PageKind {
  name: string;
  viewer: Viewer;
  path: () => Promise<string>;
  status?: number;
  /** The level-1 heading in the page's language; a page that names its subject only needs to have one. */
  heading?: (messages: Catalogue) => string;
  /** Checked at desktop size, where every landmark shows. */
  layout?: Layout;
  /** What search engines may do with the page (decision 021). */
  indexing?: 'public' | 'private';
  /** Every language at both sizes (the pages a member meets), or only in English at desktop size. */
  everyVariant: boolean;
  /** What shows that the page has finished drawing, for pages that draw after load. */
  ready?: (page: Page, messages: Catalogue) => Promise<void>;
  /** Its budget for the app's first-load JavaScript, the framework's chunks apart (decision 017), in English at desktop size. */
  javascriptBudget?: keyof typeof javascriptBudgetsKb;
  /** The map's page loads MapLibre, which shows that the check of a page's libraries sees them at all. */
  loadsMapLibre?: boolean;
  /** Its document's budget in KB gzipped as nginx sends it (decision 017), in English at desktop size. */
  documentBudgetKbGz?: number;
  /** The list's rows and filter fields go out once, in the HTML only (decision 016). */
  rowsSentOnce?: boolean;
}

async function firstId(sql: string): Promise<number> {
  const [row] = await query<{ id: number }>(sql);
  if (!row) throw new Error(`The demo event has no row for: ${sql}`);
  return row.id;
}

const fixed = (path: string) => () => Promise.resolve(path);

// The documents' budgets in the bytes a phone receives (decision 017, measured by
// `npm run bench:page-transfer`): the list and the favourites at the owner's 16 and 18 KB, the others
// 20 % over what they were when the budgets were set. `bench/page-bytes.ts` shows where the bytes go.
const documentBudgetsKbGz = { topFirstVisit: 7.8, topMember: 7.4, list: 16, circle: 8.6, favorites: 18 } as const;

export const pageKinds: PageKind[] = [
  // No cookies at all: the consent banner, and the first-load JavaScript of a newcomer.
  { name: 'top (first visit)', viewer: 'first visit', path: fixed('/'), heading: (t) => t.Home.title, everyVariant: false, javascriptBudget: 'top', documentBudgetKbGz: documentBudgetsKbGz.topFirstVisit },
  { name: 'top (visitor)', viewer: 'visitor', path: fixed('/'), heading: (t) => t.Home.title, indexing: 'public', everyVariant: true },
  { name: 'top (member)', viewer: 'platinum', path: fixed('/'), everyVariant: true, javascriptBudget: 'top', documentBudgetKbGz: documentBudgetsKbGz.topMember },
  {
    name: 'circle list',
    viewer: 'platinum',
    // A keyword that fills the page with fifty rows, as the HTML budget counts them.
    path: fixed('/circle/list?keyword=touhou'),
    heading: (t) => t.Routes.circleList,
    layout: 'nav',
    indexing: 'private',
    everyVariant: true,
    javascriptBudget: 'list',
    documentBudgetKbGz: documentBudgetsKbGz.list,
    rowsSentOnce: true,
  },
  {
    name: 'circle detail',
    viewer: 'platinum',
    path: async () => `/circle/${await firstId(`SELECT id FROM "Circle" c WHERE ${LISTED_CIRCLE_SQL_TEXT} AND NOT "isAdult" ORDER BY id LIMIT 1`)}`,
    everyVariant: true,
    javascriptBudget: 'detail',
    documentBudgetKbGz: documentBudgetsKbGz.circle,
    ready: async (page, t) => {
      await expect(page.getByRole('heading', { level: 2, name: t.CirclePage.works, exact: true })).toBeVisible();
    },
  },
  { name: 'booth list', viewer: 'platinum', path: fixed('/booth'), heading: (t) => t.Routes.boothList, layout: 'nav', indexing: 'private', everyVariant: true },
  { name: 'booth detail', viewer: 'platinum', path: async () => `/booth/${await firstId(`SELECT id FROM "Exhibitor" ORDER BY id LIMIT 1`)}`, everyVariant: true },
  { name: 'favourites', viewer: 'platinum', path: fixed('/user/favorites'), heading: (t) => t.Routes.favorites, layout: 'nav', indexing: 'private', everyVariant: true, javascriptBudget: 'favorites', documentBudgetKbGz: documentBudgetsKbGz.favorites },
  { name: 'event-day plan', viewer: 'platinum', path: fixed('/plan?day=1'), heading: (t) => t.Routes.plan, everyVariant: true },
  {
    name: 'map',
    viewer: 'platinum',
    // The day in the address makes the page's inline script ask for it before the map's code loads.
    path: fixed('/map#/day=Day1/hall=E1'),
    heading: (t) => t.Map.mapTitle,
    layout: 'map',
    everyVariant: true,
    loadsMapLibre: true,
    ready: async (page) => {
      const canvas = page.locator('.venue-map-canvas');
      await expect(canvas).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
      await expect(canvas).toHaveAttribute('data-view', '1:E1:');
      expect(await page.evaluate(() => '__mapDayPrefetch' in window), 'the inline prefetch script ran').toBe(true);
    },
  },
  {
    name: 'print',
    viewer: 'platinum',
    path: fixed('/print'),
    heading: (t) => t.Routes.print,
    layout: 'nav',
    everyVariant: true,
    // The preview frames a page of this site, which the policy's frame-ancestors must allow.
    ready: async (page, t) => {
      await expect(page.frameLocator(`iframe[title="${t.Print.chooser.preview}"]`).getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  { name: 'print type', viewer: 'platinum', path: fixed('/print-type-3'), heading: (t) => t.Print.typeCuts, layout: 'empty', everyVariant: false },
  // Layout 0, the layout of a missing type: the favourites list.
  { name: 'print type missing', viewer: 'platinum', path: fixed('/print-type-'), heading: (t) => t.Print.typeList, layout: 'empty', everyVariant: false },
  // A free member sees the payment steps; a Platinum member would only read that the plan is held.
  { name: 'pay (member)', viewer: 'member', path: fixed('/pay'), heading: (t) => t.Routes.pay, everyVariant: true },
  { name: 'pay (visitor)', viewer: 'visitor', path: fixed('/pay'), heading: (t) => t.Routes.pay, layout: 'nav', indexing: 'private', everyVariant: false },
  { name: 'pay cancelled', viewer: 'visitor', path: fixed('/pay/cancel'), heading: (t) => t.Routes.payCancel, layout: 'nav', everyVariant: false },
  { name: 'settings', viewer: 'platinum', path: fixed('/account/settings'), heading: (t) => t.Routes.settings, layout: 'nav', indexing: 'private', everyVariant: true },
  { name: 'sign-in', viewer: 'visitor', path: fixed('/auth/login'), heading: (t) => t.Routes.login, layout: 'empty', indexing: 'private', everyVariant: true },
  { name: 'sign-up', viewer: 'visitor', path: fixed('/auth/sign-up'), heading: (t) => t.Routes.signUp, layout: 'empty', everyVariant: false },
  { name: 'email confirmation', viewer: 'visitor', path: fixed('/auth/verify'), heading: (t) => t.Routes.verifyEmail, layout: 'empty', everyVariant: false },
  { name: 'password reset', viewer: 'visitor', path: fixed('/auth/reset-password'), heading: (t) => t.Routes.resetPassword, layout: 'empty', everyVariant: false },
  { name: 'restriction (minor)', viewer: 'minor', path: fixed('/restriction'), everyVariant: true },
  { name: 'restriction (visitor)', viewer: 'visitor', path: fixed('/restriction'), heading: (t) => t.Restriction.message, layout: 'nav', everyVariant: false },
  { name: 'help', viewer: 'visitor', path: fixed('/docs/help'), heading: (t) => t.Routes.help, layout: 'nav', indexing: 'public', everyVariant: true },
  { name: 'comicos', viewer: 'visitor', path: fixed('/comicos'), heading: (t) => t.Routes.comicos, layout: 'nav', indexing: 'public', everyVariant: false },
  { name: 'terms', viewer: 'visitor', path: fixed('/docs/terms'), heading: (t) => t.Terms.title, layout: 'nav', indexing: 'public', everyVariant: false },
  { name: 'privacy', viewer: 'visitor', path: fixed('/docs/privacy'), heading: (t) => t.Privacy.title, layout: 'nav', indexing: 'public', everyVariant: false },
  {
    name: 'commercial transactions',
    viewer: 'visitor',
    path: fixed('/docs/commercial-transactions'),
    heading: (t) => t.CommercialTransactions.title,
    layout: 'nav',
    indexing: 'public',
    everyVariant: false,
  },
  { name: 'trademarks', viewer: 'visitor', path: fixed('/docs/trademarks'), heading: (t) => t.Trademarks.title, layout: 'nav', indexing: 'public', everyVariant: false },
  { name: 'inquiry', viewer: 'visitor', path: fixed('/docs/inquiry'), heading: (t) => t.Inquiry.title, layout: 'nav', indexing: 'public', everyVariant: false },
  { name: 'not found', viewer: 'visitor', path: fixed('/no/such/page'), status: 404, heading: () => 'Page not found: /no/such/page', everyVariant: false },
  { name: 'error', viewer: 'visitor', path: fixed('/diagnostics/error'), status: 500, heading: (t) => t.Errors.errorTitle, everyVariant: false },
];
