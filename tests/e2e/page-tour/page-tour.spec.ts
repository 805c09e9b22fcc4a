import type { Browser, BrowserContext, Page } from '@playwright/test';
import { frameworkChunks, javascriptBudgetsKb, librariesIn, scriptCache, scriptSources, splitFramework, type Script } from '@/bench/support/page-javascript';
import { transferBytes } from '@/bench/support/transfer-bytes';
import { demo, signInThroughApi } from '../support/accounts';
import { seriousAxeFindings } from '../support/axe';
import { expect, test as base } from '../support/fixtures';
import { catalogue, type Catalogue } from '../support/messages';
import { expectPagePolicy, expectScriptsCarryNonce, watchViolations } from '../support/security-policy';
import { withServiceWorker } from '../support/service-worker';
import { acceptedConsent, setCookies, type TestLocale } from '../shell/helpers';
import { pageKinds, type Layout, type PageKind } from './page-kinds';

// One tour of every kind of page (page-kinds.ts), each page load checked at once for what a page owes
// everyone: its status, its security headers and Content-Security-Policy (a nonce on every script, no
// blocked script, style, image, worker or request), its language and level-1 heading, and no serious or
// critical axe finding against WCAG 2.1 A and AA. The pages a member meets are toured in every language
// at phone and desktop size; in English at desktop size, the tour also checks every page's landmarks,
// what search engines read, the document (gzipped) and JavaScript budgets, and the policy over the
// service worker's registration and the chunks loaded after the first paint. Decision 037 lists where each check was before.

type Account = 'platinum' | 'member' | 'minor';
type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

type TourTab = { context: BrowserContext; page: Page; violations: string[] };

const sizes = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
} as const;
type Size = keyof typeof sizes;

const test = base.extend<object, { signedIn: Record<Account, Cookies>; script: (src: string) => Promise<Script>; tabs: (size: Size) => Promise<TourTab> }>({
  // One sign-in per account and worker: a hundred page loads need no hundred sign-ins.
  signedIn: [
    async ({ playwright }, provide, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const cookies = {} as Record<Account, Cookies>;
      for (const account of ['platinum', 'member', 'minor'] as const) {
        const request = await playwright.request.newContext({ baseURL });
        await signInThroughApi(request, demo[account]);
        cookies[account] = (await request.storageState()).cookies;
        await request.dispose();
      }
      await provide(cookies);
    },
    { scope: 'worker' },
  ],
  // Pages share most of their chunks: each is fetched once per worker to weigh it.
  script: [async ({}, provide, workerInfo) => provide(scriptCache(workerInfo.project.use.baseURL ?? '')), { scope: 'worker' }],
  // One tab per size and worker for the variants without the service worker: each page load is still a
  // fresh navigation with the viewer's cookies, but the browser keeps its compiled chunks from one load to
  // the next, as a member's phone does, instead of starting a new browser profile for every page.
  tabs: [
    async ({ browser }, provide) => {
      const tabs = new Map<Size, Promise<TourTab>>();
      await provide((size) => {
        let tab = tabs.get(size);
        if (!tab) {
          tab = openTab(browser, size);
          tabs.set(size, tab);
        }
        return tab;
      });
      for (const tab of tabs.values()) await (await tab).context.close();
    },
    { scope: 'worker' },
  ],
});

async function openTab(browser: Browser, size: Size): Promise<TourTab> {
  const context = await browser.newContext({ ...sizes[size], serviceWorkers: 'block' });
  const page = await context.newPage();
  return { context, page, violations: await watchViolations(page) };
}

const locales: TestLocale[] = ['en', 'ja', 'zh'];

/** The header, the main menu and the footer a layout shows; the map's page has no footer. */
async function expectLayout(page: Page, layout: Layout, t: Catalogue): Promise<void> {
  const framed = layout === 'nav' || layout === 'map';
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(framed ? 1 : 0);
  await expect(page.getByRole('navigation', { name: t.Shell.mainNavigation, exact: true })).toHaveCount(framed ? 1 : 0);
  await expect(page.getByRole('contentinfo')).toHaveCount(layout === 'nav' ? 1 : 0);
}

const attribute = (page: Page, selector: string, name: string) => page.locator(selector).first().getAttribute(name);

// Next writes the top page's URL without its slash (`http://host` and `http://host?hl=ja`): compare as URLs.
async function expectUrl(page: Page, selector: string, name: string, expected: string): Promise<void> {
  const value = await attribute(page, selector, name);
  expect(value, selector).not.toBeNull();
  expect(new URL(value ?? '').href, selector).toBe(new URL(expected).href);
}

/** What search engines and link previews read (decision 021); the server's APP_ORIGIN is the base URL. */
async function expectIndexing(page: Page, kind: PageKind, origin: string, path: string): Promise<void> {
  if (kind.indexing === 'private') {
    // The catalogue needs the plan, the rest is personal: none of it asks to be indexed or names alternates.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    return;
  }
  await expectUrl(page, 'link[rel="canonical"]', 'href', `${origin}${path}`);
  for (const language of locales) await expectUrl(page, `link[rel="alternate"][hreflang="${language}"]`, 'href', `${origin}${path}?hl=${language}`);
  await expectUrl(page, 'link[rel="alternate"][hreflang="x-default"]', 'href', `${origin}${path}`);
  await expectUrl(page, 'meta[property="og:url"]', 'content', `${origin}${path}`);
  expect(await attribute(page, 'meta[property="og:title"]', 'content')).toBeTruthy();
  expect(await attribute(page, 'meta[property="og:image"]', 'content')).toBe(`${origin}/images/og-image.png`);
  expect(await attribute(page, 'meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
  expect(await attribute(page, 'meta[name="twitter:image"]', 'content')).toBe(`${origin}/images/og-image.png`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
}

/** The data React hydrates from, as the page's inline scripts carry it. */
function pageData(html: string): string {
  return [...html.matchAll(/<script[^>]*>self\.__next_f\.push\((.*?)\)<\/script>/g)]
    .map((match) => JSON.parse(match[1] ?? '[]') as unknown[])
    .map((chunk) => (typeof chunk[1] === 'string' ? chunk[1] : ''))
    .join('');
}

/** The document within its budget in the bytes a phone receives: gzipped as nginx sends it (decision 017). */
function expectDocumentBudget(html: string, budgetKbGz: number): void {
  const kbGz = transferBytes(html).gzip / 1024;
  test.info().annotations.push({ type: 'html_kb_gz', description: kbGz.toFixed(1) });
  expect(kbGz, 'the document, KB gzipped').toBeLessThanOrEqual(budgetKbGz);
}

/** The list's rows and filter fields sent once: in the HTML and not again in the data (decision 016). */
function expectRowsSentOnce(html: string): void {
  expect(html.match(/data-favorite-controls=/g)?.length, 'a full page of rows').toBe(50);
  const data = pageData(html);
  expect(data.length, 'the page has its data').toBeGreaterThan(1000);
  // The rows and the filter form's fields (a colour's and a genre's box among them).
  for (const markup of ['data-favorite-controls=', 'id="cf-day"', 'name="favoriteColor"', 'name="genre" value="234"']) {
    expect(html, markup).toContain(markup);
    expect(data, markup).not.toContain(markup);
  }
}

/**
 * The JavaScript the browser loads before the page runs, read from the page's script tags as bench:js
 * does (decision 017): the app's part within its budget, the framework's chunks (the served build's
 * manifest names them) counted beside it, and without the validation, dialog, translation or map
 * library on a page that should not load them.
 */
async function expectJavaScript(html: string, kind: PageKind, script: (src: string) => Promise<Script>): Promise<void> {
  const scripts = await Promise.all(scriptSources(html).map(script));
  const { appKbGz, frameworkKbGz } = splitFramework(scripts, frameworkChunks());
  test.info().annotations.push({ type: 'js_kb_gz', description: `app ${appKbGz.toFixed(1)}, framework ${frameworkKbGz.toFixed(1)}` });
  // The page loads the framework at all: a split that found none of its chunks would count nothing.
  expect(frameworkKbGz, "the framework's first-load chunks, KB gzipped").toBeGreaterThan(0);
  if (kind.javascriptBudget) {
    expect(appKbGz, "the app's first-load JavaScript, KB gzipped").toBeLessThanOrEqual(javascriptBudgetsKb[kind.javascriptBudget]);
    expect(librariesIn(scripts)).toEqual([]);
  }
  // The measurement sees libraries at all: the map page loads MapLibre.
  if (kind.loadsMapLibre) expect(librariesIn(scripts)).toContain('maplibre');
}

type Visit = { kind: PageKind; size: Size; locale: TestLocale; everyCheck: boolean; baseURL: string | undefined; signedIn: Record<Account, Cookies>; script: (src: string) => Promise<Script> };

/** One page load of the tour, in `tab`, as `visit.kind`'s viewer, with every check that applies to it. */
async function tourPage({ context, page, violations }: TourTab, { kind, size, locale, everyCheck, baseURL, signedIn, script }: Visit): Promise<void> {
  const t = catalogue(locale);
  // A shared tab leaves its last page first: a late answer of that page's (a prefetch, a locale it
  // remembers) must not set a cookie after this viewer's are in place.
  await page.goto('about:blank');
  violations.length = 0;
  await context.clearCookies();
  if (kind.viewer !== 'first visit') await setCookies(context, baseURL, acceptedConsent(locale));
  if (kind.viewer !== 'first visit' && kind.viewer !== 'visitor') await context.addCookies(signedIn[kind.viewer]);

  const path = await kind.path();
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers`).toBe(kind.status ?? 200);
  const nonce = expectPagePolicy(response?.headers() ?? {}, path);
  const html = (await response?.text()) ?? '';
  expectScriptsCarryNonce(html, nonce, path);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await kind.ready?.(page, t);
  // On a first visit the consent dialog is modal (the seed's non-dismissable dialog), so the page
  // behind it is hidden from the accessibility tree once the dialog is up: the heading is looked
  // for there too, and must still be on screen.
  const hiddenBehindConsent = kind.viewer === 'first visit';
  const heading = { level: 1, ...(kind.heading ? { name: kind.heading(t), exact: true } : {}), includeHidden: hiddenBehindConsent };
  await expect(page.getByRole('heading', heading).first()).toBeVisible();
  if (size === 'desktop' && kind.layout) await expectLayout(page, kind.layout, t);

  if (everyCheck) {
    if (kind.indexing) await expectIndexing(page, kind, new URL(baseURL ?? '').origin, path);
    if (kind.documentBudgetKbGz) expectDocumentBudget(html, kind.documentBudgetKbGz);
    if (kind.rowsSentOnce) expectRowsSentOnce(html);
    if (kind.javascriptBudget || kind.loadsMapLibre) await expectJavaScript(html, kind, script);
    // Lazy chunks, the worker's registration and React's own style tags come after the first paint.
    await page.waitForLoadState('networkidle');
  }
  expect(violations, 'blocked by the Content-Security-Policy').toEqual([]);
  // Colour contrast once a page and size, in English (support/axe.ts); every other rule in every language.
  expect(await seriousAxeFindings(page, { colourContrast: locale === 'en' }), `axe findings on ${path}`).toEqual([]);
}

for (const size of Object.keys(sizes) as Size[]) {
  for (const locale of locales) {
    const everyCheck = size === 'desktop' && locale === 'en';
    test.describe(`${locale} at ${size} size`, () => {
      test.use(sizes[size]);
      // The policy must let the worker register; elsewhere the worker's precaching would only slow the tour.
      if (everyCheck) test.use(withServiceWorker);
      // A list page of fifty rows takes axe about 20 s on a busy machine; the default minute leaves no room.
      test.describe.configure({ mode: 'parallel', timeout: 150_000 });

      for (const kind of pageKinds.filter((candidate) => candidate.everyVariant || everyCheck)) {
        // With every check, a fresh page of the test's own, the worker allowed; otherwise the worker's tab
        // of this size (asking for `page` would open a context for nothing).
        if (everyCheck) {
          test(kind.name, async ({ page, context, baseURL, signedIn, script }) => {
            await tourPage({ context, page, violations: await watchViolations(page) }, { kind, size, locale, everyCheck, baseURL, signedIn, script });
          });
        } else {
          test(kind.name, async ({ baseURL, signedIn, script, tabs }) => {
            await tourPage(await tabs(size), { kind, size, locale, everyCheck, baseURL, signedIn, script });
          });
        }
      }
    });
  }
}
