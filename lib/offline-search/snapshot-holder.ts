import 'server-only';
import type { CatalogueIndex } from '@/lib/catalogue/catalogue-index';
import { getCatalogueIndex, onCatalogueChange } from '@/lib/catalogue/catalogue-index-instance';
import { loadSearchableRows } from '@/lib/catalogue/searchable-rows';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { buildSnapshot, type BuiltSnapshot } from './build-snapshot';
import type { SnapshotVariant } from './snapshot-format';

// One snapshot per kind of viewer, for the catalogue as the search index last saw it. A variant is
// built when first asked for, then again whenever the index's refresh finds the catalogue changed, so
// members do not wait for the compression after an edit. The last few builds stay servable by hash: a
// device that read the manifest just before a change can still finish its download.

const KEPT_BUILDS = 4;

type Store = {
  latest: Map<SnapshotVariant, { key: string; snapshot: Promise<BuiltSnapshot> }>;
  byHash: Map<string, BuiltSnapshot>;
  listening: boolean;
};

// On globalThis for the same reason as the index: route bundles load this module separately.
const globalForSnapshots = globalThis as unknown as { offlineSnapshots?: Store };

function store(): Store {
  globalForSnapshots.offlineSnapshots ??= { latest: new Map(), byHash: new Map(), listening: false };
  return globalForSnapshots.offlineSnapshots;
}

const versionKey = ({ signature }: CatalogueIndex) => `${signature.eventId}:${signature.rows}:${signature.hash}`;

async function make(state: CatalogueIndex, variant: SnapshotVariant): Promise<BuiltSnapshot> {
  if (state.eventId === null) throw new AppError('notFound', 'Errors.notFound');
  const { rows } = await loadSearchableRows(db, state.eventId);
  return buildSnapshot(state.eventId, variant, rows, state.facets);
}

function remember(built: BuiltSnapshot): void {
  const { byHash } = store();
  byHash.delete(built.hash);
  byHash.set(built.hash, built);
  // A Map iterates in insertion order: the first key is the oldest build.
  while (byHash.size > KEPT_BUILDS) byHash.delete(byHash.keys().next().value ?? '');
}

function snapshotOf(state: CatalogueIndex, variant: SnapshotVariant): Promise<BuiltSnapshot> {
  const { latest } = store();
  const key = versionKey(state);
  const known = latest.get(variant);
  if (known?.key === key) return known.snapshot;
  const snapshot = make(state, variant);
  latest.set(variant, { key, snapshot });
  snapshot.then(remember, () => {
    // A failed build (database gone for a moment) is tried again by the next request.
    if (latest.get(variant)?.snapshot === snapshot) latest.delete(variant);
  });
  return snapshot;
}

function listenForChanges(): void {
  const current = store();
  if (current.listening) return;
  current.listening = true;
  onCatalogueChange((state) => {
    for (const variant of current.latest.keys()) {
      snapshotOf(state, variant).catch((error: unknown) => console.error('[offline-search] snapshot build failed', error));
    }
  });
}

/** The snapshot of the catalogue as it is now for this kind of viewer, built if need be. */
export async function currentSnapshot(variant: SnapshotVariant): Promise<BuiltSnapshot> {
  listenForChanges();
  return snapshotOf(await getCatalogueIndex(), variant);
}

/** A snapshot built lately, by its hash; undefined once it is too old (the device asks again). */
export function snapshotByHash(variant: SnapshotVariant, hash: string): BuiltSnapshot | undefined {
  const built = store().byHash.get(hash);
  return built?.variant === variant ? built : undefined;
}
