import { consentCookie } from '@/lib/consent/consent-cookie';
import { localeCookie } from '@/lib/i18n/locales';
import { javascriptBudgetsKb, librariesIn, pageJavaScript, scriptCache } from '@/bench/support/page-javascript';
import { signInWithPassword } from '@/bench/support/sign-in';
import { demo, demoPassword } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// The JavaScript a browser loads before the page runs, read from the served pages' script tags as
// bench:js does (decision 017). It fails when a change adds weight past the budget, or brings the
// validation library, the dialog library, the translation library or the map into a page that should not
// load them.
test('the top page, the signed-in list, a circle and the favourites stay within their JavaScript budgets and load only their own libraries', async ({ baseURL }) => {
  const origin = baseURL ?? '';
  const returning = `${consentCookie.name}=${consentCookie.acceptedValue}; ${localeCookie.name}=en`;
  const member = `${await signInWithPassword(origin, demo.platinum, demoPassword, '198.51.100.61')}; ${returning}`;
  const script = scriptCache(origin);

  const firstVisit = await pageJavaScript(origin, '/', '', script);
  const top = await pageJavaScript(origin, '/', member, script);
  const list = await pageJavaScript(origin, '/circle/list', member, script);
  const circlePath = (await (await fetch(`${origin}/circle/list`, { headers: { Cookie: member } })).text()).match(/href="(\/circle\/\d+)"/)?.[1];
  expect(circlePath, 'the list links to a circle').toBeDefined();
  const detail = await pageJavaScript(origin, circlePath ?? '/circle/1', member, script);
  const favorites = await pageJavaScript(origin, '/user/favorites', member, script);
  const map = await pageJavaScript(origin, '/map', member, script);
  for (const page of [firstVisit, top, list, detail, favorites, map]) expect(page.status, page.path).toBe(200);

  expect(firstVisit.kbGz).toBeLessThanOrEqual(javascriptBudgetsKb.top);
  expect(top.kbGz).toBeLessThanOrEqual(javascriptBudgetsKb.top);
  expect(list.kbGz).toBeLessThanOrEqual(javascriptBudgetsKb.list);
  expect(detail.kbGz).toBeLessThanOrEqual(javascriptBudgetsKb.detail);
  expect(favorites.kbGz).toBeLessThanOrEqual(javascriptBudgetsKb.favorites);
  // The favourites page's checklist dialogs bring the translation library when opened, as the rest do.
  for (const page of [firstVisit, top, list, detail, favorites]) expect(librariesIn(page.scripts), page.path).toEqual([]);
  // The measurement sees libraries at all: the map page loads MapLibre.
  expect(librariesIn(map.scripts)).toContain('maplibre');
});
