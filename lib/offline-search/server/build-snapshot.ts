import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CatalogueFacets } from '@/lib/catalogue/facets';
import type { RowTranslations } from '@/lib/catalogue/row-translations';
import type { SearchableCircle } from '@/lib/search';
import type { SnapshotBasis } from '@/lib/offline-search/snapshot-delta';
import { decodeSnapshotColumns, editTimesOf, encodeSnapshotColumns, SNAPSHOT_FORMAT, type CatalogueSnapshot, type SnapshotColumns, type SnapshotFacets, type SnapshotLanguage, type SnapshotVariant } from '@/lib/offline-search/snapshot-format';
import { translatedTextOf, type SnapshotRow } from '@/lib/offline-search/snapshot-rows';
import { SNAPSHOT_HASH_LENGTH } from '@/lib/offline-search/snapshot-hash';

// No `server-only`: the benchmark builds snapshots too. Node APIs keep it out of the browser anyway.

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * One snapshot: its JSON, named by its hash, and that JSON compressed once for every download: gzip at
 * once, brotli (a fifth smaller, and many times slower to make) when it is ready, served with a
 * Content-Encoding the browser decodes (lib/http/precompressed-body.ts). `basis` is what a delta from
 * this build needs (snapshot-delta.ts).
 */
export type BuiltSnapshot = {
  eventId: number;
  variant: SnapshotVariant;
  language?: SnapshotLanguage;
  hash: string;
  rows: number;
  /** The rows that are circles, not corporate booths: what the circle list counts. */
  circles: number;
  facets: SnapshotFacets;
  json: Buffer;
  gzip: Buffer;
  /** Set once compressed; until then the gzip is served. */
  brotli?: Buffer;
  brotliReady: Promise<void>;
  basis: SnapshotBasis;
};

function snapshotFacets(facets: CatalogueFacets): SnapshotFacets {
  return {
    days: facets.days.map((day) => ({ number: day.number, date: day.date.toISOString().slice(0, 10) })),
    halls: facets.halls.map((hall) => ({ key: hall.key, isCorporate: hall.isCorporate })),
    blocks: facets.blocks.map((block) => ({ key: block.key, name: block.name, hallKeys: block.hallKeys })),
    genres: facets.genres,
    fandoms: facets.fandoms,
  };
}

/** The rows a kind of viewer may receive: the adult variant holds every row, the general none adult. */
export function rowsForVariant(rows: readonly SearchableCircle[], variant: SnapshotVariant): SearchableCircle[] {
  return variant === 'adult' ? [...rows] : rows.filter((row) => !row.isAdult);
}

/** One language's translations of the rows (lib/catalogue/row-translations.ts), for a reader of it. */
export type SnapshotTranslations = { language: SnapshotLanguage; byRow: ReadonlyMap<number, RowTranslations> };

/**
 * The rows as a device gets them: with the translations of its member's language only, which its search
 * reads as the server's reads its two (decision 042); a Japanese reader's copy carries none.
 */
export function rowsInLanguage(rows: readonly SearchableCircle[], translations: SnapshotTranslations | undefined): SnapshotRow[] {
  return rows.map((row) => {
    const inLanguage: SnapshotRow = { ...row };
    delete inLanguage.translatedText;
    const found = translations?.byRow.get(row.id);
    if (!found) return inLanguage;
    return { ...inLanguage, translations: found.texts, translatedText: translatedTextOf(found.texts), ...(found.description && { descriptionTranslation: found.description }) };
  });
}

/**
 * Every row's fingerprint: the row as the device decodes it from the snapshot, its edit time in place of
 * the rank, hashed to 48 bits. Two builds agree on a row exactly when it was not edited; should two
 * fingerprints ever collide, the device's check of the hash finds the difference and downloads the whole
 * snapshot.
 */
export function snapshotBasis(columns: SnapshotColumns, editTimes: readonly number[], facets: SnapshotFacets): SnapshotBasis {
  const fingerprints = new Map<number, number>();
  for (const row of decodeSnapshotColumns(columns)) {
    // The day and hall are parts of the order; the wcid is always 0.
    const placements = row.placements.map((placement) => [placement.order, placement.block]);
    const form = JSON.stringify([row.id, placements, row.isBooth, row.cashless, row.isAdult, row.genreCode, editTimes[row.updatedAt], row.name, row.nameKana, row.author, row.authorKana, row.description, row.workTitles, row.workReadings, row.translations, row.descriptionTranslation]);
    fingerprints.set(row.id, createHash('sha1').update(form).digest().readUIntBE(0, 6));
  }
  return { fingerprints, editTimes, facets: JSON.stringify(facets) };
}

const brotliOptions = (size: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});

// One brotli at a time, whichever build it is for: at quality 11 each takes seconds of a thread (4.5 s for
// the demo's 3.6 MB on an idle core), and six at once held all four of libuv's threads, so the gzip a new
// build waits for, and every file read, queued behind them.
let brotliTurn: Promise<unknown> = Promise.resolve();

function brotliInTurn(json: Buffer, wanted: () => boolean): Promise<Buffer | undefined> {
  const turn = brotliTurn.then(() => (wanted() ? brotliAsync(json, brotliOptions(json.length)) : undefined));
  brotliTurn = turn.catch(() => undefined);
  return turn;
}

/**
 * `brotliWanted` is asked when the build's turn to be compressed comes: a build that a newer one has
 * replaced in the meantime keeps serving its gzip to the downloads that were already under way.
 */
export async function buildSnapshot(eventId: number, variant: SnapshotVariant, rows: readonly SearchableCircle[], facets: CatalogueFacets, translations?: SnapshotTranslations, brotliWanted: () => boolean = () => true): Promise<BuiltSnapshot> {
  const kept = rowsInLanguage(rowsForVariant(rows, variant), translations);
  const language = translations?.language;
  const snapshot: CatalogueSnapshot = { format: SNAPSHOT_FORMAT, eventId, variant, ...(language && { language }), facets: snapshotFacets(facets), columns: encodeSnapshotColumns(kept) };
  const json = Buffer.from(JSON.stringify(snapshot));
  const hash = createHash('sha256').update(json).digest('hex').slice(0, SNAPSHOT_HASH_LENGTH);
  const built: BuiltSnapshot = { eventId, variant, ...(language && { language }), hash, rows: kept.length, circles: kept.filter((row) => !row.isBooth).length, facets: snapshot.facets, json, gzip: await gzipAsync(json, { level: 9 }), brotliReady: Promise.resolve(), basis: snapshotBasis(snapshot.columns, editTimesOf(kept), snapshot.facets) };
  // Compressed on libuv's threads, off the event loop; a failure or a skipped turn leaves the gzip to be served.
  built.brotliReady = brotliInTurn(json, brotliWanted).then(
    (brotli) => void (built.brotli = brotli),
    (error: unknown) => console.error('[offline-search] brotli failed', error),
  );
  return built;
}
