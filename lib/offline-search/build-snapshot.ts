import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CatalogueFacets } from '@/lib/catalogue/facets';
import type { SearchableCircle } from '@/lib/search';
import { encodeSnapshotColumns, SNAPSHOT_FORMAT, type CatalogueSnapshot, type SnapshotFacets, type SnapshotVariant } from './snapshot-format';

// No `server-only`: the benchmark builds snapshots too. Node APIs keep it out of the browser anyway.

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One snapshot as served: its JSON and that JSON compressed both ways, named by the hash of the JSON. */
export type BuiltSnapshot = {
  variant: SnapshotVariant;
  hash: string;
  rows: number;
  json: Buffer;
  brotli: Buffer;
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

const brotliAt = (json: Buffer, quality: number) =>
  brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } });

// A quick brotli first, so the first member after a change waits well under a second for it; the best
// quality (about a third smaller on the demo event, but tens of seconds of a worker thread on a busy
// machine) replaces it in `improveCompression`. The address names the JSON, so it does not change.
const QUICK_QUALITY = 5;
const BEST_QUALITY = 11;

export async function buildSnapshot(eventId: number, variant: SnapshotVariant, rows: readonly SearchableCircle[], facets: CatalogueFacets): Promise<BuiltSnapshot> {
  const kept = rowsForVariant(rows, variant);
  const snapshot: CatalogueSnapshot = { format: SNAPSHOT_FORMAT, eventId, variant, facets: snapshotFacets(facets), columns: encodeSnapshotColumns(kept) };
  const json = Buffer.from(JSON.stringify(snapshot));
  const [brotliBody, gzipBody] = await Promise.all([brotliAt(json, QUICK_QUALITY), gzipAsync(json, { level: 9 })]);
  return { variant, hash: createHash('sha256').update(json).digest('hex').slice(0, 24), rows: kept.length, json, brotli: brotliBody, gzip: gzipBody };
}

/** Replaces the quick brotli body with the best one; requests already answered keep what they got. */
export async function improveCompression(built: BuiltSnapshot): Promise<void> {
  built.brotli = await brotliAt(built.json, BEST_QUALITY);
}
