import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LISTED_CIRCLE_SQL_TEXT } from '@/lib/catalogue/listed-circles';
import { prepareImage } from '@/lib/cut-images/prepare-image';
import { samplePicture } from '@/tests/support/cut-files';
import { demo, signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { catalogue } from '../support/messages';
import { acceptedConsent, setCookies } from '../shell/helpers';

// Decision 040: until the queued job has made a menu's full size, its full-size address answers with the
// thumbnail; the viewer says so with a small mark in the member's language, and drops it once the same
// address gives the full size. A delivered (converted) menu, since the demo's are drawn at any size.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('the viewer marks a menu whose full size is on its way, in the member’s language, and not once it exists', async ({ page, context, baseURL }) => {
  // The last general circle without a menu, so that the specs that look for the first circle with one never meet it.
  const [circle] = await query<{ id: number; wcid: number; name: string; eventId: number }>(
    `SELECT c.id, c.wcid, c.name, c."eventId" FROM "Circle" c WHERE NOT c."isAdult" AND ${LISTED_CIRCLE_SQL_TEXT}
       AND NOT EXISTS (SELECT 1 FROM "CatalogueImage" i WHERE i."circleId" = c.id AND i.kind = 'MENU') ORDER BY c.id DESC LIMIT 1`,
  );
  if (!circle) throw new Error('the demo event has a general circle without a menu');
  const prepared = await prepareImage(await samplePicture(900, 1400).jpeg().toBuffer());
  if (!prepared.ok) throw new Error('the sample must convert');
  const { storageKey, contentHash, width, height, variants } = prepared.image;
  // The server's cut store: the default folder of its data folder (playwright.config.ts).
  const store = path.join(process.env.E2E_DATA_DIR ?? '', 'cuts');
  const put = async (name: 'thumb' | 'full') => {
    const file = path.join(store, `${storageKey}-${name}.webp`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, variants.find((variant) => variant.name === name)?.bytes ?? Buffer.alloc(0));
  };
  await put('thumb');
  const [row] = await query<{ id: number }>(
    `INSERT INTO "CatalogueImage" ("eventId", owner, kind, position, "circleId", "contentHash", "storageKey", width, height, "fullPending", "altEn")
     VALUES ($1, $2, 'MENU', 0, $3, $4, $5, $6, $7, true, 'Menu') RETURNING id`,
    [circle.eventId, String(circle.wcid), circle.id, contentHash, storageKey, width, height],
  );
  // The circle's page moves with its edit time, as the import moves it.
  await query(`UPDATE "Circle" SET "updatedAt" = now() WHERE id = $1`, [circle.id]);
  try {
    await signInThroughApi(context.request, demo.platinum);
    const menuLink = page.locator(`a[href^="/cuts/images/${row?.id}?s=full"]`);
    const openViewer = async (locale: 'en' | 'ja') => {
      await setCookies(context, baseURL, acceptedConsent(locale));
      await expect.poll(async () => {
        await page.goto(`/circle/${circle.id}`);
        return menuLink.count();
      }, { timeout: 30_000 }).toBe(1);
      await menuLink.tap();
      const viewer = page.getByRole('dialog', { name: catalogue(locale).CircleDetail.menuTitle.replace('{name}', circle.name) });
      await expect(viewer.getByRole('img')).toHaveJSProperty('complete', true);
      return viewer;
    };
    for (const locale of ['en', 'ja'] as const) {
      const viewer = await openViewer(locale);
      await expect(viewer.getByRole('status').filter({ hasText: catalogue(locale).ImageViewer.fullPending })).toBeVisible();
    }

    // The job has run: the same address gives the full size, and the mark is gone.
    await put('full');
    await query(`UPDATE "CatalogueImage" SET "fullPending" = false WHERE id = $1`, [row?.id]);
    const viewer = await openViewer('en');
    await expect.poll(() => viewer.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(900);
    await expect(viewer.getByText(catalogue('en').ImageViewer.fullPending)).toHaveCount(0);
  } finally {
    await query(`DELETE FROM "CatalogueImage" WHERE id = $1`, [row?.id]);
    await query(`UPDATE "Circle" SET "updatedAt" = now() WHERE id = $1`, [circle.id]);
  }
});
