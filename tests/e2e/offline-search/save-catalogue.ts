import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { waitForKeptShellPages } from '../support/offline';

/**
 * Saves the event days and, with them, the catalogue for searching offline through the event-day
 * panel, then waits for the kept shell pages: what a member does before losing the network.
 */
export async function saveCatalogueForOffline(page: Page, press: 'tap' | 'click'): Promise<void> {
  await page.goto('/user/favorites');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.getByRole('button', { name: /^Offline data/ })[press]();
  const panel = page.getByRole('dialog', { name: 'Event days offline' });
  await expect(panel.getByText(/^Every circle, searchable without a network: [\d.]+ MB to download/)).toBeVisible();
  await panel.getByRole('button', { name: 'Save for offline use' })[press]();
  await expect(panel.getByText(/^Saved on .+: [\d,]+ circles \([\d.]+ MB on this device\)\.$/)).toBeVisible({ timeout: 90_000 });
  await page.keyboard.press('Escape');
  await waitForKeptShellPages(page);
}
