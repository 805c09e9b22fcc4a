import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { CatalogueFacets } from '@/lib/catalogue/facets';
import type { SearchableCircle } from '@/lib/search';
import { encodeSnapshotColumns, SNAPSHOT_FORMAT, type CatalogueSnapshot, type SnapshotFacets, type SnapshotVariant } from './snapshot-format';

// No `server-only`: the benchmark builds snapshots too. Node APIs keep it out of the browser anyway.

const gzipAsync = promisify(gzip);

/**
 * One snapshot: its JSON and that JSON gzipped, named by the hash of the JSON. It is served as a gzip
 * file that the device unpacks itself (`DecompressionStream`), not with a Content-Encoding: the app
 * server's own response compression does not pass a precompressed body through (a brotli body arrived
 * undecoded in Chromium), and compressing 5 MB on every download would cost the server each time.
 */
export type BuiltSnapshot = {
  variant: SnapshotVariant;
  hash: string;
  rows: number;
  json: Buffer;
  gzip: Buffer;
};

function snapshotFacets(facets: CatalogueFacets): SnapshotFacets {
  return {
    days: facets.days.map((day) => ({ number: day.number, date: day.date.toISOString().slice(0, 10) })),
    halls: facets.halls.map((hall) => ({ key: hall.key, isCorporate: hall.isCorporate })),
    blocks: facets.blocks.map((block) => ({ key: block.key, name: block.name, hallKeys: block.hallKeys })),
    genres: facets.genres,
  };
}

/** The rows a kind of viewer may receive: the adult variant holds every row, the general none adult. */
export function rowsForVariant(rows: readonly SearchableCircle[], variant: SnapshotVariant): SearchableCircle[] {
  return variant === 'adult' ? [...rows] : rows.filter((row) => !row.isAdult);
}

export async function buildSnapshot(eventId: number, variant: SnapshotVariant, rows: readonly SearchableCircle[], facets: CatalogueFacets): Promise<BuiltSnapshot> {
  const kept = rowsForVariant(rows, variant);
  const snapshot: CatalogueSnapshot = { format: SNAPSHOT_FORMAT, eventId, variant, facets: snapshotFacets(facets), columns: encodeSnapshotColumns(kept) };
  const json = Buffer.from(JSON.stringify(snapshot));
  return { variant, hash: createHash('sha256').update(json).digest('hex').slice(0, 24), rows: kept.length, json, gzip: await gzipAsync(json, { level: 9 }) };
}
