import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { waitForKeptShellPages } from '../support/offline';

/**
 * Saves the event days and, with them, the catalogue for searching offline and the favourites' menus and
 * covers through the event-day panel, then waits for the kept shell pages: what a member does before
 * losing the network. `whenSaved` looks at the panel once everything is saved, before it closes.
 */
export async function saveCatalogueForOffline(page: Page, press: 'tap' | 'click', whenSaved?: (panel: Locator) => Promise<void>): Promise<void> {
  await page.goto('/user/favorites');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.getByRole('button', { name: /^Offline data/ })[press]();
  const panel = page.getByRole('dialog', { name: 'Event days offline' });
  await expect(panel.getByText(/^Every circle, searchable without a network: [\d.]+ MB to download/)).toBeVisible();
  // The images' size is stated before anything is downloaded.
  await expect(panel.getByText(/^(About [\d.,]+ [MK]B for your [\d,]+ favourite(’s|s’) menus and covers|Your favourites on these days have no menus or covers\.)/)).toBeVisible();
  await panel.getByRole('button', { name: 'Save for offline use' })[press]();
  await expect(panel.getByText(/^Saved on .+: [\d,]+ circles \([\d.]+ MB on this device\)\.$/)).toBeVisible({ timeout: 90_000 });
  // The images come last; the button is back once they are done.
  await expect(panel.getByRole('button', { name: 'Update saved data' })).toBeEnabled({ timeout: 90_000 });
  await whenSaved?.(panel);
  await page.keyboard.press('Escape');
  await waitForKeptShellPages(page);
}
