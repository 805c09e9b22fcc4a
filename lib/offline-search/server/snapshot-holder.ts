import 'server-only';
import type { CatalogueIndex } from '@/lib/catalogue/catalogue-index';
import { getCatalogueIndex, onCatalogueChange } from '@/lib/catalogue/catalogue-index-instance';
import { loadRowTranslations, type RowTranslations } from '@/lib/catalogue/row-translations';
import { loadSearchableRows } from '@/lib/catalogue/searchable-rows';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { buildSnapshot, type BuiltSnapshot } from './build-snapshot';
import { makeSnapshotDelta, type SnapshotBasis, type SnapshotDelta } from '@/lib/offline-search/snapshot-delta';
import type { CatalogueSnapshot, SnapshotLanguage, SnapshotVariant } from '@/lib/offline-search/snapshot-format';
import type { SearchableCircle } from '@/lib/search';

/** Who a snapshot is for: the kind of viewer (adult content or not) and the language of its translations (none for Japanese). */
export type SnapshotKind = { variant: SnapshotVariant; language?: SnapshotLanguage };

const kindKey = ({ variant, language }: SnapshotKind) => `${variant}:${language ?? 'ja'}`;

// One snapshot per kind of viewer and language, for the catalogue as the search index last saw it. A kind
// is built when first asked for. After a catalogue change, the kinds asked for since their last build are
// built again, one after another, the most asked first, so that members do not wait for the build after
// an edit; a kind nobody asked for since waits for its next ask (a few seconds). An ask for a kind not
// built yet builds it at once, beside the turn under way. Each build costs seconds of the event loop and
// a brotli of seconds more (build-snapshot.ts): six kinds built at once after every change held a
// two-core server for a minute. The last few builds stay servable by hash: a device that read the
// manifest just before a change can still finish its download. Of older builds only their basis for
// deltas is kept (about half a megabyte each), so a device a few edits behind receives the rows that
// changed instead of the whole snapshot.

/** Builds kept servable: at least this many, and two of each kind asked for, so that one kind's builds never push out another's current one. */
const KEPT_BUILDS = 4;
const KEPT_BASES = 16;
const KEPT_DELTAS = 16;
const KEPT_BUILD_RECORDS = 32;
/** A delta of more rows than this share of the snapshot is answered with "download it all". */
const MAX_DELTA_SHARE = 0.1;

/** The latest build of a kind, and how often it was asked for since it was started. */
type LatestBuild = { kind: SnapshotKind; key: string; snapshot: Promise<BuiltSnapshot>; asks: number };

/** When a kind's build started and why, and when it could be served (`performance.now()` times). */
export type SnapshotBuildRecord = { kind: string; cause: 'asked' | 'change'; startedAt: number; servableAt?: number };

type Store = {
  latest: Map<string, LatestBuild>;
  byHash: Map<string, BuiltSnapshot>;
  bases: Map<string, { kind: SnapshotKind; basis: SnapshotBasis }>;
  deltas: Map<string, SnapshotDelta | null>;
  listening: boolean;
  /** The version of the last change, and the rebuilds it started, each change's after the one before. */
  changedTo?: string;
  rebuilding: Promise<void>;
  builds: SnapshotBuildRecord[];
};

// On globalThis for the same reason as the index: route bundles load this module separately.
const globalForSnapshots = globalThis as unknown as { offlineSnapshots?: Store };

function store(): Store {
  globalForSnapshots.offlineSnapshots ??= { latest: new Map(), byHash: new Map(), bases: new Map(), deltas: new Map(), listening: false, rebuilding: Promise.resolve(), builds: [] };
  return globalForSnapshots.offlineSnapshots;
}

const versionKey = ({ signature }: CatalogueIndex) => `${signature.eventId}:${signature.rows}:${signature.hash}`;

/** What the builds of one catalogue version read from the database: read once for all the kinds rebuilt together. */
type VersionSources = { rows(): Promise<SearchableCircle[]>; translations(language: SnapshotLanguage): Promise<Map<number, RowTranslations>> };

function versionSources(eventId: number): VersionSources {
  let rows: Promise<SearchableCircle[]> | undefined;
  const translations = new Map<SnapshotLanguage, Promise<Map<number, RowTranslations>>>();
  return {
    rows: () => (rows ??= loadSearchableRows(db, eventId).then((loaded) => loaded.rows)),
    translations(language) {
      const loading = translations.get(language) ?? loadRowTranslations(db, eventId, language);
      translations.set(language, loading);
      return loading;
    },
  };
}

async function make(state: CatalogueIndex, { variant, language }: SnapshotKind, sources: VersionSources | undefined, cause: SnapshotBuildRecord['cause']): Promise<BuiltSnapshot> {
  const eventId = state.eventId;
  if (eventId === null) throw new AppError('notFound', 'Errors.notFound');
  const from = sources ?? versionSources(eventId);
  const byRow = language && (await from.translations(language));
  // Nothing translated into this language (no DeepL key, as in the demo): the copy is the Japanese
  // reader's, built and compressed once for both.
  if (byRow?.size === 0) return snapshotOf(state, { variant }, from, cause);
  const record: SnapshotBuildRecord = { kind: kindKey({ variant, language }), cause, startedAt: performance.now() };
  keepRecord(record);
  const key = versionKey(state);
  // Compressed only if still the latest of its kind when its turn comes.
  const stillLatest = () => store().latest.get(record.kind)?.key === key;
  const built = await buildSnapshot(eventId, variant, await from.rows(), state.facets, language && byRow ? { language, byRow } : undefined, stillLatest);
  record.servableAt = performance.now();
  return built;
}

function keepRecord(record: SnapshotBuildRecord): void {
  const { builds } = store();
  builds.push(record);
  builds.splice(0, Math.max(0, builds.length - KEPT_BUILD_RECORDS));
}

/** Puts a value last in an insertion-ordered Map and drops the oldest beyond `limit`. */
function keepLatest<Value>(map: Map<string, Value>, key: string, value: Value, limit: number): void {
  map.delete(key);
  map.set(key, value);
  // A Map iterates in insertion order: the first key is the oldest.
  while (map.size > limit) map.delete(map.keys().next().value ?? '');
}

function remember(built: BuiltSnapshot): void {
  const { byHash, bases, latest } = store();
  keepLatest(byHash, built.hash, built, Math.max(KEPT_BUILDS, 2 * latest.size));
  keepLatest(bases, built.hash, { kind: { variant: built.variant, ...(built.language && { language: built.language }) }, basis: built.basis }, KEPT_BASES);
}

function snapshotOf(state: CatalogueIndex, kind: SnapshotKind, sources: VersionSources | undefined, cause: SnapshotBuildRecord['cause']): Promise<BuiltSnapshot> {
  const { latest } = store();
  const key = versionKey(state);
  const known = latest.get(kindKey(kind));
  if (known?.key === key) return known.snapshot;
  const snapshot = make(state, kind, sources, cause);
  latest.set(kindKey(kind), { kind, key, snapshot, asks: 0 });
  snapshot.then(remember, () => {
    // A failed build (database gone for a moment) is tried again by the next request.
    if (latest.get(kindKey(kind))?.snapshot === snapshot) latest.delete(kindKey(kind));
  });
  return snapshot;
}

/** Builds again, one at a time and the most asked first, the kinds asked for since their last build. */
async function rebuildAsked(state: CatalogueIndex, key: string): Promise<void> {
  const current = store();
  if (state.eventId === null) return;
  const asked = [...current.latest.values()].filter((entry) => entry.asks > 0 && entry.key !== key).sort((a, b) => b.asks - a.asks);
  const sources = versionSources(state.eventId);
  for (const { kind } of asked) {
    // A newer change has started its own rebuilds, which take over from here.
    if (current.changedTo !== key) return;
    await snapshotOf(state, kind, sources, 'change').catch((error: unknown) => console.error('[offline-search] snapshot build failed', error));
  }
}

function listenForChanges(): void {
  const current = store();
  if (current.listening) return;
  current.listening = true;
  onCatalogueChange((state) => {
    const key = versionKey(state);
    current.changedTo = key;
    current.rebuilding = current.rebuilding.then(() => rebuildAsked(state, key)).catch((error: unknown) => console.error('[offline-search] snapshot rebuilds failed', error));
  });
}

/** The snapshot of the catalogue as it is now for this kind of viewer and language, built if need be. */
export async function currentSnapshot(kind: SnapshotKind): Promise<BuiltSnapshot> {
  listenForChanges();
  const state = await getCatalogueIndex();
  const known = store().latest.get(kindKey(kind));
  // The ask that starts a build is not counted: a kind asked for once is not built again after every change.
  if (known?.key === versionKey(state)) known.asks += 1;
  return snapshotOf(state, kind, undefined, 'asked');
}

/** Settles once the rebuilds the last catalogue change started have finished (their brotli aside). */
export function snapshotRebuilds(): Promise<void> {
  return store().rebuilding;
}

/** The latest builds, oldest first: which kinds were built, why and how long each took until servable. */
export function recentSnapshotBuilds(): readonly SnapshotBuildRecord[] {
  return store().builds;
}

/** A snapshot built lately, by its hash; undefined once it is too old (the device asks again). */
export function snapshotByHash(variant: SnapshotVariant, hash: string): BuiltSnapshot | undefined {
  const built = store().byHash.get(hash);
  return built?.variant === variant ? built : undefined;
}

/** The target's columns, read only to make a delta. */
const columnsOf = (built: BuiltSnapshot) => (JSON.parse(built.json.toString()) as CatalogueSnapshot).columns;

/**
 * The delta from an older build to a build still servable: undefined when the older build is not known
 * (any more), null when the delta would be too large to be worth it.
 */
export function snapshotDelta(built: BuiltSnapshot, fromHash: string): SnapshotDelta | null | undefined {
  const current = store();
  const from = current.bases.get(fromHash);
  // A copy of another language differs in every translated row: it is downloaded whole.
  if (!from || kindKey(from.kind) !== kindKey(built) || fromHash === built.hash) return undefined;
  const key = `${fromHash}:${built.hash}`;
  const known = current.deltas.get(key);
  if (known !== undefined) return known;
  const target = { eventId: built.eventId, variant: built.variant, ...(built.language && { language: built.language }), hash: built.hash, facets: built.facets, basis: built.basis, columns: () => columnsOf(built) };
  const delta = makeSnapshotDelta({ hash: fromHash, basis: from.basis }, target, Math.max(1, Math.floor(built.rows * MAX_DELTA_SHARE)));
  keepLatest(current.deltas, key, delta, KEPT_DELTAS);
  return delta;
}
