import type { PrismaClient } from '@/lib/db/client';
import { recordSearchIndex } from '@/lib/metrics';
import { buildFandomTable, buildSearchIndex, remove, upsert, type SearchIndex } from '@/lib/search';
import { emptyFacets, loadFacets, type CatalogueFacets } from './facets';
import { fillReadings } from './fill-readings';
import { VISIBLE_CIRCLE } from './listed-circles';
import { loadRowsById, loadRowVersions, loadSearchableRows } from './searchable-rows';

/**
 * A cheap fingerprint of the listed rows: how many, and a sum of hashes of (id, last edit). Any edit,
 * insert, delete or change of listing changes it, whatever the edit times are: imported data can carry
 * times in the future, so "newer than the newest" would miss edits.
 */
export type CatalogueSignature = { eventId: number | null; rows: number; hash: number };

export type CatalogueIndex = {
  eventId: number | null;
  index: SearchIndex;
  facets: CatalogueFacets;
  /** Row id → space numbers of its placements. */
  spaces: Map<number, number[]>;
  /** Row id (booths negative) → last edit, epoch ms. */
  versions: Map<number, number>;
  signature: CatalogueSignature;
  builtAt: number;
};

export type RefreshOutcome = 'unchanged' | 'updated' | 'rebuilt';

export type CatalogueIndexHolder = {
  /** The index, built on first use; when a check is due, one runs in the background. */
  get(): Promise<CatalogueIndex>;
  /** Checks the database now and brings the index up to date. */
  refresh(): Promise<RefreshOutcome>;
};

// Past this share of changed rows, building afresh is quicker than applying each change.
const REBUILD_SHARE = 0.25;

async function readSignature(client: PrismaClient, eventCode: string): Promise<CatalogueSignature> {
  const [row] = await client.$queryRaw<{ eventId: number; rows: number; hash: number }[]>`
    SELECT e.id AS "eventId",
      (SELECT count(*)::int FROM "Circle" c WHERE c."eventId" = e.id AND ${VISIBLE_CIRCLE})
        + (SELECT count(*)::int FROM "Exhibitor" x WHERE x."eventId" = e.id) AS rows,
      coalesce((SELECT sum(hashtext(c.id || ':' || c."updatedAt"))::float8 FROM "Circle" c WHERE c."eventId" = e.id AND ${VISIBLE_CIRCLE}), 0)
        + coalesce((SELECT sum(hashtext(x.id || ':' || x."updatedAt"))::float8 FROM "Exhibitor" x WHERE x."eventId" = e.id), 0) AS hash
    FROM "Event" e WHERE e.code = ${eventCode}`;
  return { eventId: row?.eventId ?? null, rows: row?.rows ?? 0, hash: row?.hash ?? 0 };
}

const sameSignature = (a: CatalogueSignature, b: CatalogueSignature) => a.eventId === b.eventId && a.rows === b.rows && a.hash === b.hash;

async function build(client: PrismaClient, eventCode: string): Promise<CatalogueIndex> {
  const started = performance.now();
  const signature = await readSignature(client, eventCode);
  const { eventId } = signature;
  // Readings not derived yet at a start (rows added by an import, or a database older than the column)
  // are derived once and stored; usually there are none and this is one query.
  if (eventId !== null) await fillReadings(client, eventId);
  const [loaded, facets] =
    eventId === null
      ? [{ rows: [], spaces: new Map<number, number[]>() }, emptyFacets]
      : await Promise.all([loadSearchableRows(client, eventId), loadFacets(client, eventId)]);
  const built: CatalogueIndex = {
    eventId,
    index: buildSearchIndex(loaded.rows, buildFandomTable(facets.genres, facets.fandoms)),
    facets,
    spaces: loaded.spaces,
    versions: new Map(loaded.rows.map((row) => [row.id, row.updatedAt])),
    signature,
    builtAt: Date.now(),
  };
  recordSearchIndex(signature, { at: built.builtAt, ms: performance.now() - started });
  return built;
}

/** Applies what changed since the index was built; false when so much changed that a rebuild is better. */
async function applyChanges(client: PrismaClient, state: CatalogueIndex, eventId: number): Promise<boolean> {
  const current = await loadRowVersions(client, eventId);
  const changed = [...current].filter(([id, version]) => state.versions.get(id) !== version).map(([id]) => id);
  const gone = [...state.versions.keys()].filter((id) => !current.has(id));
  if (changed.length + gone.length > Math.max(current.size, 1) * REBUILD_SHARE) return false;
  await fillReadings(client, eventId, changed.filter((id) => id > 0));
  const loaded = await loadRowsById(client, eventId, changed);
  for (const row of loaded.rows) {
    upsert(state.index, row);
    state.spaces.set(row.id, loaded.spaces.get(row.id) ?? []);
    state.versions.set(row.id, row.updatedAt);
  }
  // A row that stopped being listed between the two reads is simply not loaded: remove it as well.
  const loadedIds = new Set(loaded.rows.map((row) => row.id));
  for (const id of [...gone, ...changed.filter((id) => !loadedIds.has(id))]) {
    remove(state.index, id);
    state.spaces.delete(id);
    state.versions.delete(id);
  }
  return true;
}

/**
 * One catalogue index for one process and event. Edits reach it through the rows' `updatedAt` (writers
 * must touch the circle when they change its works or spaces); a change of event rebuilds it whole.
 */
export function createCatalogueIndexHolder(options: {
  client: PrismaClient;
  eventCode: string;
  /** A request finding the last check older than this starts the next one. */
  refreshIntervalMs: number;
  onError?: (error: unknown) => void;
  /** Called after a refresh found the catalogue changed and brought the index up to date. */
  onChange?: (state: CatalogueIndex) => void;
}): CatalogueIndexHolder {
  const { client, eventCode, refreshIntervalMs } = options;
  let current: Promise<CatalogueIndex> | undefined;
  let running: Promise<RefreshOutcome> | undefined;
  let checkedAt = 0;

  function load(): Promise<CatalogueIndex> {
    if (!current) {
      checkedAt = Date.now();
      const loading = build(client, eventCode);
      current = loading;
      // A failed first load (database not up yet) is retried by the next request.
      loading.catch(() => {
        if (current === loading) current = undefined;
      });
    }
    return current;
  }

  async function check(): Promise<RefreshOutcome> {
    const state = await load();
    checkedAt = Date.now();
    const signature = await readSignature(client, eventCode);
    if (sameSignature(signature, state.signature)) return 'unchanged';
    if (signature.eventId !== null && signature.eventId === state.eventId && (await applyChanges(client, state, signature.eventId))) {
      state.signature = signature;
      recordSearchIndex(signature);
      options.onChange?.(state);
      return 'updated';
    }
    const rebuilt = await build(client, eventCode);
    current = Promise.resolve(rebuilt);
    options.onChange?.(rebuilt);
    return 'rebuilt';
  }

  function refresh(): Promise<RefreshOutcome> {
    // One check at a time: a second caller shares the one under way.
    running ??= check().finally(() => (running = undefined));
    return running;
  }

  return {
    async get() {
      const state = await load();
      if (Date.now() - checkedAt >= refreshIntervalMs && !running) {
        refresh().catch((error: unknown) => options.onError?.(error));
      }
      return state;
    },
    refresh,
  };
}
