import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { LISTED_CIRCLE_SQL_TEXT } from '@/lib/catalogue/listed-circles';
import { demo, signInThroughApi } from '../support/accounts';
import { seriousAxeFindings } from '../support/axe';
import { query } from '../support/database';
import { acceptedConsent, setCookies, type TestLocale } from '../shell/helpers';

// Every kind of page, in every language, at phone and desktop size, checked against WCAG 2.1 A and AA by
// axe. A serious or critical finding fails the test; lesser ones are left to review.

type Account = 'platinum' | 'member' | 'minor';
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** One sign-in per account and worker: 80-odd page loads need no 80 sign-ins. */
const test = base.extend<object, { signedIn: Record<Account, StorageState> }>({
  signedIn: [
    async ({ playwright }, provide, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const states = {} as Record<Account, StorageState>;
      for (const account of ['platinum', 'member', 'minor'] as const) {
        const request = await playwright.request.newContext({ baseURL });
        await signInThroughApi(request, demo[account]);
        states[account] = await request.storageState();
        await request.dispose();
      }
      await provide(states);
    },
    { scope: 'worker' },
  ],
});

interface PageKind {
  name: string;
  account: Account | null;
  path: () => Promise<string>;
  /** What shows that the page has finished drawing, for pages that draw after load. */
  ready?: (page: Page) => Promise<void>;
}

async function firstId(sql: string): Promise<number> {
  const [row] = await query<{ id: number }>(sql);
  if (!row) throw new Error(`The demo event has no row for: ${sql}`);
  return row.id;
}

const fixed = (path: string) => () => Promise.resolve(path);

const pageKinds: PageKind[] = [
  { name: 'top (visitor)', account: null, path: fixed('/') },
  { name: 'top (member)', account: 'platinum', path: fixed('/') },
  { name: 'circle list', account: 'platinum', path: fixed('/circle/list') },
  {
    name: 'circle detail',
    account: 'platinum',
    path: async () =>
      `/circle/${await firstId(`SELECT id FROM "Circle" c WHERE ${LISTED_CIRCLE_SQL_TEXT} AND NOT "isAdult" ORDER BY id LIMIT 1`)}`,
  },
  { name: 'booth list', account: 'platinum', path: fixed('/booth') },
  { name: 'booth detail', account: 'platinum', path: async () => `/booth/${await firstId(`SELECT id FROM "Exhibitor" ORDER BY id LIMIT 1`)}` },
  { name: 'favourites', account: 'platinum', path: fixed('/user/favorites') },
  { name: 'event-day plan', account: 'platinum', path: fixed('/plan?day=1') },
  {
    name: 'map',
    account: 'platinum',
    path: fixed('/map'),
    ready: async (page) => {
      const canvas = page.locator('.venue-map-canvas');
      await expect(canvas).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    },
  },
  { name: 'print', account: 'platinum', path: fixed('/print') },
  // A free member sees the payment steps; a Platinum member would only read that the plan is held.
  { name: 'pay', account: 'member', path: fixed('/pay') },
  { name: 'settings', account: 'platinum', path: fixed('/account/settings') },
  { name: 'sign-in', account: null, path: fixed('/auth/login') },
  { name: 'restriction', account: 'minor', path: fixed('/restriction') },
  { name: 'help', account: null, path: fixed('/docs/help') },
];

const sizes = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
} as const;

const testLocales: TestLocale[] = ['en', 'ja', 'zh'];
// A list page of fifty rows takes axe about 20 s on a busy machine; the default minute leaves no room.
test.describe.configure({ mode: 'parallel', timeout: 150_000 });

for (const [sizeName, size] of Object.entries(sizes)) {
  test.describe(`at ${sizeName} size`, () => {
    for (const kind of pageKinds) {
      for (const locale of testLocales) {
        test(`${kind.name} in ${locale} has no serious or critical axe finding`, async ({ browser, signedIn, baseURL }) => {
          const context = await browser.newContext({ ...size, baseURL, storageState: kind.account ? signedIn[kind.account] : undefined });
          await setCookies(context, baseURL, acceptedConsent(locale));
          const page = await context.newPage();
          const path = await kind.path();
          const response = await page.goto(path);
          expect(response?.ok(), `${path} answers`).toBe(true);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await kind.ready?.(page);

          expect(await seriousAxeFindings(page), `axe findings on ${path}`).toEqual([]);
          await context.close();
        });
      }
    }
  });
}
