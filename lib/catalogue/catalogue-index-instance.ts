import 'server-only';
import { getConfig } from '@/lib/config/get-config';
import { instanceSettings } from '@/lib/config/instance';
import { directDb } from '@/lib/db';
import { indexSize } from '@/lib/search';
import { createCatalogueIndexHolder, type CatalogueIndex, type CatalogueIndexHolder } from './catalogue-index';

// On globalThis: Next bundles instrumentation and routes separately, and the dev server reloads modules;
// either would otherwise build a second index.
const globalForCatalogue = globalThis as unknown as { catalogueIndex?: CatalogueIndexHolder; catalogueChangeListeners?: Set<(state: CatalogueIndex) => void> };

function changeListeners(): Set<(state: CatalogueIndex) => void> {
  globalForCatalogue.catalogueChangeListeners ??= new Set();
  return globalForCatalogue.catalogueChangeListeners;
}

/** Calls `listener` each time a refresh finds the catalogue changed (after the index took the change). */
export function onCatalogueChange(listener: (state: CatalogueIndex) => void): void {
  changeListeners().add(listener);
}

function holder(): CatalogueIndexHolder {
  globalForCatalogue.catalogueIndex ??= createCatalogueIndexHolder({
    client: directDb,
    eventCode: getConfig().eventCode,
    // Each instance checks the database at most this often, on use: instances stay stateless and a change
    // shows everywhere within one interval.
    refreshIntervalMs: instanceSettings().catalogueRefreshMs,
    onError: (error) => console.error('[catalogue] index refresh failed', error),
    onChange: (state) => {
      for (const listener of changeListeners()) listener(state);
    },
  });
  return globalForCatalogue.catalogueIndex;
}

export function getCatalogueIndex(): Promise<CatalogueIndex> {
  return holder().get();
}

/** Builds the index when the server starts, so that the first visitor does not wait for it. */
export async function warmCatalogueIndex(): Promise<void> {
  const started = performance.now();
  try {
    const { index } = await holder().get();
    console.log(`[catalogue] search index ready: ${indexSize(index)} rows in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    console.error('[catalogue] could not build the search index at start-up; the first request will retry', error);
  }
}
