import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// The shell pages kept for offline use (lib/offline/device/shell-pages.ts), as the specs wait for them.

const shellCacheName = 'shell-pages-v1';

/** The paths of the kept shell pages, read from the page's own Cache Storage. */
export function keptShellPages(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname).sort();
  }, shellCacheName);
}

/** Waits until the worker controls the page and the top page, the list and the print page are kept. */
export async function waitForKeptShellPages(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await expect.poll(() => keptShellPages(page), { timeout: 60_000 }).toEqual(['/', '/circle/list', '/print']);
}
