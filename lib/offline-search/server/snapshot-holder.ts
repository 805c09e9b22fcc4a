import 'server-only';
import type { CatalogueIndex } from '@/lib/catalogue/catalogue-index';
import { getCatalogueIndex, onCatalogueChange } from '@/lib/catalogue/catalogue-index-instance';
import { loadRowTranslations } from '@/lib/catalogue/row-translations';
import { loadSearchableRows } from '@/lib/catalogue/searchable-rows';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { buildSnapshot, type BuiltSnapshot } from './build-snapshot';
import { makeSnapshotDelta, type SnapshotBasis, type SnapshotDelta } from '@/lib/offline-search/snapshot-delta';
import type { CatalogueSnapshot, SnapshotLanguage, SnapshotVariant } from '@/lib/offline-search/snapshot-format';

/** Who a snapshot is for: the kind of viewer (adult content or not) and the language of its translations (none for Japanese). */
export type SnapshotKind = { variant: SnapshotVariant; language?: SnapshotLanguage };

const kindKey = ({ variant, language }: SnapshotKind) => `${variant}:${language ?? 'ja'}`;

// One snapshot per kind of viewer and language, for the catalogue as the search index last saw it. A variant is
// built when first asked for, then again whenever the index's refresh finds the catalogue changed, so
// members do not wait for the compression after an edit. The last few builds stay servable by hash: a
// device that read the manifest just before a change can still finish its download. Of older builds
// only their basis for deltas is kept (about half a megabyte each), so a device a few edits behind
// receives the rows that changed instead of the whole snapshot.

/** Builds kept servable: at least this many, and two of each kind asked for, so that one kind's builds never push out another's current one. */
const KEPT_BUILDS = 4;
const KEPT_BASES = 16;
const KEPT_DELTAS = 16;
/** A delta of more rows than this share of the snapshot is answered with "download it all". */
const MAX_DELTA_SHARE = 0.1;

type Store = {
  latest: Map<string, { kind: SnapshotKind; key: string; snapshot: Promise<BuiltSnapshot> }>;
  byHash: Map<string, BuiltSnapshot>;
  bases: Map<string, { kind: SnapshotKind; basis: SnapshotBasis }>;
  deltas: Map<string, SnapshotDelta | null>;
  listening: boolean;
};

// On globalThis for the same reason as the index: route bundles load this module separately.
const globalForSnapshots = globalThis as unknown as { offlineSnapshots?: Store };

function store(): Store {
  globalForSnapshots.offlineSnapshots ??= { latest: new Map(), byHash: new Map(), bases: new Map(), deltas: new Map(), listening: false };
  return globalForSnapshots.offlineSnapshots;
}

const versionKey = ({ signature }: CatalogueIndex) => `${signature.eventId}:${signature.rows}:${signature.hash}`;

async function make(state: CatalogueIndex, { variant, language }: SnapshotKind): Promise<BuiltSnapshot> {
  const eventId = state.eventId;
  if (eventId === null) throw new AppError('notFound', 'Errors.notFound');
  const byRow = language && (await loadRowTranslations(db, eventId, language));
  // Nothing translated into this language (no DeepL key, as in the demo): the copy is the Japanese
  // reader's, built and compressed once for both.
  if (byRow?.size === 0) return snapshotOf(state, { variant });
  const { rows } = await loadSearchableRows(db, eventId);
  return buildSnapshot(eventId, variant, rows, state.facets, language && byRow ? { language, byRow } : undefined);
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

function snapshotOf(state: CatalogueIndex, kind: SnapshotKind): Promise<BuiltSnapshot> {
  const { latest } = store();
  const key = versionKey(state);
  const known = latest.get(kindKey(kind));
  if (known?.key === key) return known.snapshot;
  const snapshot = make(state, kind);
  latest.set(kindKey(kind), { kind, key, snapshot });
  snapshot.then(remember, () => {
    // A failed build (database gone for a moment) is tried again by the next request.
    if (latest.get(kindKey(kind))?.snapshot === snapshot) latest.delete(kindKey(kind));
  });
  return snapshot;
}

function listenForChanges(): void {
  const current = store();
  if (current.listening) return;
  current.listening = true;
  onCatalogueChange((state) => {
    for (const { kind } of current.latest.values()) {
      snapshotOf(state, kind).catch((error: unknown) => console.error('[offline-search] snapshot build failed', error));
    }
  });
}

/** The snapshot of the catalogue as it is now for this kind of viewer and language, built if need be. */
export async function currentSnapshot(kind: SnapshotKind): Promise<BuiltSnapshot> {
  listenForChanges();
  return snapshotOf(await getCatalogueIndex(), kind);
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
