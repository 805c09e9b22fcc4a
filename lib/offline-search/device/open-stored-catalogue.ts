import { searchIndexParts } from '@/lib/search';
import { forgetKeptIndex, keepCatalogue, readKeptCatalogue } from './index-cache';
import { packRows, unpackRows } from '@/lib/offline-search/kept-rows';
import { indexOfflineCatalogue, restoreOfflineCatalogue, type OfflineCatalogue } from '@/lib/offline-search/offline-catalogue';
import { decodeSnapshotColumns, type CatalogueSnapshot } from '@/lib/offline-search/snapshot-format';
import { readOwnedSnapshotInfo, readSnapshotJson } from '@/lib/offline-search/device/snapshot-store';

// How the search worker opens the stored copy, shared with the benchmark's page so that the bench
// measures this very path. A start that finds what an earlier start kept for the same snapshot
// (`index-cache.ts`) restores the rows and the index from it and never reads the JSON; otherwise the
// JSON is read, parsed, decoded and indexed, and what that derived is kept for the next start.

/** Milliseconds of each step of opening, in the order they ran. */
export type OpenPhases = Record<string, number>;

export type OpenedCatalogue = {
  catalogue: OfflineCatalogue;
  phases: OpenPhases;
  /** Keeps what a build derived, for the next start; undefined when the index was restored. */
  keep?: () => Promise<void>;
};

function stopwatch() {
  let last = performance.now();
  const phases: OpenPhases = {};
  return {
    phases,
    lap(name: string) {
      const now = performance.now();
      phases[name] = (phases[name] ?? 0) + now - last;
      last = now;
    },
  };
}

/** The kept catalogue, or undefined when there is none or it cannot be read (then the index is built). */
const readKept = (hash: string) => readKeptCatalogue(hash).catch(() => undefined);

export async function openStoredCatalogue(): Promise<OpenedCatalogue | null> {
  const { phases, lap } = stopwatch();
  // Only the device owner's copy opens; another's (or none) frees the index kept from it.
  const info = await readOwnedSnapshotInfo();
  if (info === undefined) {
    void forgetKeptIndex().catch(() => {});
    return null;
  }
  const kept = await readKept(info.hash);
  lap('read_kept');
  if (kept) {
    const rows = unpackRows(kept.rows);
    lap('unpack');
    const catalogue = rows && restoreOfflineCatalogue(kept, rows, kept.index);
    lap('restore');
    if (catalogue) return { catalogue, phases };
  }
  const json = await readSnapshotJson();
  lap('read_json');
  // A copy saved or removed after the info was read: its JSON is not the one the info names.
  if (json === undefined || (await readOwnedSnapshotInfo())?.hash !== info.hash) return json === undefined ? null : openStoredCatalogue();
  const snapshot = JSON.parse(json) as CatalogueSnapshot;
  lap('parse');
  const rows = decodeSnapshotColumns(snapshot.columns);
  lap('decode');
  const catalogue = indexOfflineCatalogue(snapshot, rows);
  lap('build');
  const language = snapshot.language;
  const keep = () => keepCatalogue({ hash: info.hash, variant: snapshot.variant, ...(language && { language }), facets: snapshot.facets, rows: packRows(rows), index: searchIndexParts(catalogue.index) });
  return { catalogue, phases, keep };
}
