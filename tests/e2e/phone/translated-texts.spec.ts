import type { Locator, Page, TestInfo } from '@playwright/test';
import { signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { catalogue } from '../support/messages';
import { createPlatinumUser } from '../support/platinum-user';

// Issue 50 on a phone (390 × 844): a circle's and a booth's texts in the reader's language (decision 042),
// the circle's own unmarked and DeepL's marked, each with the Japanese behind "Show original", and the
// Japanese alone for a Japanese reader; and the list's fandom notice (decision 041) in the three languages.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const LOCALES = ['en', 'ja', 'zh'] as const;
type Locale = (typeof LOCALES)[number];
const HASH = (column: string) => `encode(sha256(convert_to(${column}, 'UTF8')), 'hex')`;

const shot = (page: Page, info: TestInfo, name: string) => page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });

/** The section under the heading `title`. */
const section = (page: Page, title: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function expectTouchTarget(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box?.height ?? 0, 'a touch target at least 44 px high').toBeGreaterThanOrEqual(44);
  expect((box?.x ?? 0) + (box?.width ?? 0), 'inside the phone’s width').toBeLessThanOrEqual(390);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing wider than the phone').toBeLessThanOrEqual(390);
}

/** The translation, the mark (or none), and "Show original" opening on the Japanese and closing again. */
async function expectTranslated(block: Locator, locale: Locale, texts: { translated: string; original: string; machine: boolean }) {
  const labels = catalogue(locale).TranslatedText;
  await expect(block.getByText(texts.translated, { exact: true })).toBeVisible();
  await expect(block.getByText(labels.machine, { exact: true })).toHaveCount(texts.machine ? 1 : 0);
  const original = block.getByText(texts.original, { exact: true });
  await expect(original).toBeHidden();
  const toggle = block.getByText(labels.showOriginal, { exact: true });
  await expectTouchTarget(block.locator('summary'));
  await toggle.click();
  await expect(original).toBeVisible();
  await expect(original).toHaveAttribute('lang', 'ja');
  await toggle.click();
  await expect(original).toBeHidden();
}

test('a circle’s description: its own translation unmarked, DeepL’s marked, the original a tap away, the Japanese first for a Japanese reader', async ({ page, context }, info) => {
  await signInThroughApi(context.request, await createPlatinumUser('translated-texts'));
  const [own] = await query<{ id: number; description: string; descriptionEn: string; descriptionZh: string }>(
    `SELECT c.id, c.description, c."descriptionEn", c."descriptionZh" FROM "Circle" c
     WHERE c."descriptionEn" <> '' AND c."descriptionZh" <> '' AND NOT c."isAdult" AND c."withdrawnAt" IS NULL AND EXISTS (SELECT 1 FROM "Placement" p WHERE p."circleId" = c.id)
     ORDER BY c.id LIMIT 1`,
  );
  if (!own) throw new Error('the demo event has circles with their own English and Chinese descriptions');
  // The demo has no machine translations (they need DeepL): one is stored as `npm run catalogue:translate`
  // stores it, for a description no other circle shares, and the circle's edit time moves as it then does.
  const [machine] = await query<{ id: number; description: string }>(
    `SELECT c.id, c.description FROM "Circle" c
     WHERE c."descriptionEn" = '' AND c."descriptionZh" = '' AND c.description ~ '[ぁ-ゟ]' AND NOT c."isAdult" AND c."withdrawnAt" IS NULL
       AND EXISTS (SELECT 1 FROM "Placement" p WHERE p."circleId" = c.id)
       AND (SELECT count(*) FROM "Circle" o WHERE o.description = c.description) = 1
     ORDER BY c.id LIMIT 1`,
  );
  if (!machine) throw new Error('the demo event has a Japanese description of its own');
  const machineText: Record<'en' | 'zh', string> = { en: `Machine English for circle ${machine.id}`, zh: `圈子${machine.id}的机器翻译` };
  for (const locale of ['en', 'zh'] as const) {
    await query(`INSERT INTO "TextTranslation" ("sourceHash", locale, text) VALUES (${HASH('$1::text')}, $2, $3) ON CONFLICT DO NOTHING`, [machine.description, locale, machineText[locale]]);
  }
  await query(`UPDATE "Circle" SET "updatedAt" = now() WHERE id = $1`, [machine.id]);

  for (const locale of ['en', 'zh'] as const) {
    const title = catalogue(locale).CirclePage.description;
    await page.goto(`/circle/${own.id}?hl=${locale}`);
    await expectTranslated(section(page, title), locale, { translated: locale === 'en' ? own.descriptionEn : own.descriptionZh, original: own.description, machine: false });
    await expectNoSidewaysScroll(page);
    await shot(page, info, `circle-own-${locale}`);

    // The catalogue's refresh (two seconds in these tests) brings the stored translation to the page.
    await expect(async () => {
      await page.goto(`/circle/${machine.id}?hl=${locale}`);
      await expect(section(page, title).getByText(machineText[locale], { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expectTranslated(section(page, title), locale, { translated: machineText[locale], original: machine.description, machine: true });
    await shot(page, info, `circle-machine-${locale}`);
  }

  const ja = catalogue('ja');
  for (const circle of [own, machine]) {
    await page.goto(`/circle/${circle.id}?hl=ja`);
    const block = section(page, ja.CirclePage.description);
    await expect(block.getByText(circle.description, { exact: true })).toBeVisible();
    await expect(block.getByText(ja.TranslatedText.showOriginal)).toHaveCount(0);
    await expect(block.getByText(ja.TranslatedText.machine)).toHaveCount(0);
  }
  await shot(page, info, 'circle-machine-ja');
});

test('a booth’s own translations in English and Chinese, the Japanese for a Japanese reader; the fandom notice fits the phone in every language', async ({ page, context }, info) => {
  await signInThroughApi(context.request, await createPlatinumUser('translated-booth'));
  const [booth] = await query<{ id: number; overview: string; overviewEn: string; overviewZh: string }>(
    `SELECT id, overview, "overviewEn", "overviewZh" FROM "Exhibitor" WHERE "overviewEn" <> '' AND "overviewZh" <> '' ORDER BY id LIMIT 1`,
  );
  if (!booth) throw new Error('the demo event has booths with their own English and Chinese overviews');
  for (const locale of ['en', 'zh'] as const) {
    await page.goto(`/booth/${booth.id}?hl=${locale}`);
    const block = section(page, catalogue(locale).BoothDetail.overview);
    await expectTranslated(block, locale, { translated: locale === 'en' ? booth.overviewEn : booth.overviewZh, original: booth.overview, machine: false });
    await shot(page, info, `booth-own-${locale}`);
  }
  await page.goto(`/booth/${booth.id}?hl=ja`);
  const japanese = section(page, catalogue('ja').BoothDetail.overview);
  await expect(japanese.getByText(booth.overview, { exact: true })).toBeVisible();
  await expect(japanese.getByText(catalogue('ja').TranslatedText.showOriginal)).toHaveCount(0);

  // One fandom, typed as a reader of each language would: the notice names it, and narrows or searches literally.
  const typed: Record<Locale, { keyword: string; name: string; genre: string }> = {
    en: { keyword: 'uma musume', name: 'Uma Musume', genre: 'Uma Musume' },
    ja: { keyword: 'ウマ娘', name: 'ウマ娘', genre: 'ウマ娘' },
    zh: { keyword: '赛马娘', name: '赛马娘', genre: '赛马娘' },
  };
  for (const locale of LOCALES) {
    const { keyword, name, genre } = typed[locale];
    const messages = catalogue(locale).CircleList;
    const listAddress = `/circle/list?keyword=${encodeURIComponent(keyword)}&hl=${locale}`;
    await page.goto(listAddress);
    const notice = page.getByRole('status').filter({ hasText: messages.fandomUnderstood.replace('{name}', name) });
    await expect(notice).toBeVisible();
    const narrow = notice.getByRole('link', { name: messages.fandomGenreOnly.replace('{genre}', genre) });
    const literal = notice.getByRole('link', { name: messages.fandomLiteral.replace('{keyword}', keyword) });
    await expectTouchTarget(narrow);
    await expectTouchTarget(literal);
    await expectNoSidewaysScroll(page);
    await notice.screenshot({ path: info.outputPath(`fandom-notice-${locale}.png`) });

    await narrow.click();
    await expect(page).toHaveURL(/[?&]genre=335(&|$)/);
    await expect(page.getByRole('status').filter({ hasText: messages.fandomUnderstood.replace('{name}', name) })).toHaveCount(0);
    await page.goto(listAddress);
    await literal.click();
    await expect(page).toHaveURL(/[?&]literal=1(&|$)/);
    await expect(page.getByRole('status').filter({ hasText: messages.fandomUnderstood.replace('{name}', name) })).toHaveCount(0);
  }
});
