import type { PrismaClient } from '@/lib/db/client';
import { buildSearchIndex, remove, upsert, type SearchIndex } from '@/lib/search';
import { emptyFacets, loadFacets, type CatalogueFacets } from './facets';
import { loadChangedRows, loadSearchableRows, VISIBLE_CIRCLE, type LoadedRows } from './searchable-rows';

/** What tells this process that the catalogue changed: counts, highest ids and last edit times. */
export type CatalogueSignature = {
  eventId: number | null;
  circles: number;
  circlesMaxId: number;
  circlesUpdatedAt: number;
  booths: number;
  boothsMaxId: number;
  boothsUpdatedAt: number;
};

export type CatalogueIndex = {
  eventId: number | null;
  index: SearchIndex;
  facets: CatalogueFacets;
  /** Row id → space numbers of its placements. */
  spaces: Map<number, number[]>;
  /** Ids of every row in the index (booths negative). */
  ids: Set<number>;
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

type SignatureRow = {
  eventId: number;
  circles: number;
  circlesMaxId: number | null;
  circlesUpdatedAt: Date | null;
  booths: number;
  boothsMaxId: number | null;
  boothsUpdatedAt: Date | null;
};

async function readSignature(client: PrismaClient, eventCode: string): Promise<CatalogueSignature> {
  const [row] = await client.$queryRaw<SignatureRow[]>`
    SELECT e.id AS "eventId",
      (SELECT count(*)::int FROM "Circle" c WHERE c."eventId" = e.id AND ${VISIBLE_CIRCLE}) AS circles,
      (SELECT max(c.id) FROM "Circle" c WHERE c."eventId" = e.id AND ${VISIBLE_CIRCLE}) AS "circlesMaxId",
      (SELECT max(c."updatedAt") FROM "Circle" c WHERE c."eventId" = e.id) AS "circlesUpdatedAt",
      (SELECT count(*)::int FROM "Exhibitor" x WHERE x."eventId" = e.id) AS booths,
      (SELECT max(x.id) FROM "Exhibitor" x WHERE x."eventId" = e.id) AS "boothsMaxId",
      (SELECT max(x."updatedAt") FROM "Exhibitor" x WHERE x."eventId" = e.id) AS "boothsUpdatedAt"
    FROM "Event" e WHERE e.code = ${eventCode}`;
  return {
    eventId: row?.eventId ?? null,
    circles: row?.circles ?? 0,
    circlesMaxId: row?.circlesMaxId ?? 0,
    circlesUpdatedAt: row?.circlesUpdatedAt?.getTime() ?? 0,
    booths: row?.booths ?? 0,
    boothsMaxId: row?.boothsMaxId ?? 0,
    boothsUpdatedAt: row?.boothsUpdatedAt?.getTime() ?? 0,
  };
}

const sameSignature = (a: CatalogueSignature, b: CatalogueSignature) =>
  (Object.keys(a) as (keyof CatalogueSignature)[]).every((key) => a[key] === b[key]);

async function build(client: PrismaClient, eventCode: string): Promise<CatalogueIndex> {
  const signature = await readSignature(client, eventCode);
  const { eventId } = signature;
  const [loaded, facets] =
    eventId === null
      ? [{ rows: [], spaces: new Map(), hidden: [] } satisfies LoadedRows, emptyFacets]
      : await Promise.all([loadSearchableRows(client, eventId), loadFacets(client, eventId)]);
  return {
    eventId,
    index: buildSearchIndex(loaded.rows),
    facets,
    spaces: loaded.spaces,
    ids: new Set(loaded.rows.map((row) => row.id)),
    signature,
    builtAt: Date.now(),
  };
}

function apply(state: CatalogueIndex, changes: LoadedRows): void {
  for (const row of changes.rows) {
    upsert(state.index, row);
    state.ids.add(row.id);
    state.spaces.set(row.id, changes.spaces.get(row.id) ?? []);
  }
  for (const id of changes.hidden) {
    remove(state.index, id);
    state.ids.delete(id);
    state.spaces.delete(id);
  }
}

/** Whether the index now holds what the signature counts; if not, rows were deleted or written behind its back. */
function accountsFor(state: CatalogueIndex, signature: CatalogueSignature): boolean {
  let circles = 0;
  let circlesMaxId = 0;
  let boothsMaxId = 0;
  for (const id of state.ids) {
    if (id > 0) {
      circles++;
      circlesMaxId = Math.max(circlesMaxId, id);
    } else boothsMaxId = Math.max(boothsMaxId, -id);
  }
  const booths = state.ids.size - circles;
  return circles === signature.circles && booths === signature.booths && circlesMaxId === signature.circlesMaxId && boothsMaxId === signature.boothsMaxId;
}

/**
 * One catalogue index for one process and event. Edits reach it through `updatedAt` (writers must
 * touch the circle when they change its works or spaces); anything the edit times cannot explain
 * (deleted rows, bulk imports with old timestamps, another event) rebuilds it whole.
 */
export function createCatalogueIndexHolder(options: {
  client: PrismaClient;
  eventCode: string;
  /** A request finding the last check older than this starts the next one. */
  refreshIntervalMs: number;
  onError?: (error: unknown) => void;
}): CatalogueIndexHolder {
  const { client, eventCode, refreshIntervalMs } = options;
  let current: Promise<CatalogueIndex> | undefined;
  let running: Promise<RefreshOutcome> | undefined;
  let checkedAt = 0;

  function load(): Promise<CatalogueIndex> {
    if (!current) {
      checkedAt = Date.now();
      current = build(client, eventCode);
      // A failed first load (database not up yet) is retried by the next request.
      current.catch(() => (current = undefined));
    }
    return current;
  }

  async function check(): Promise<RefreshOutcome> {
    const state = await load();
    checkedAt = Date.now();
    const signature = await readSignature(client, eventCode);
    if (sameSignature(signature, state.signature)) return 'unchanged';
    if (signature.eventId === state.eventId && signature.eventId !== null) {
      const since = { circles: state.signature.circlesUpdatedAt, booths: state.signature.boothsUpdatedAt };
      apply(state, await loadChangedRows(client, signature.eventId, since));
      if (accountsFor(state, signature)) {
        state.signature = signature;
        return 'updated';
      }
    }
    const rebuilt = await build(client, eventCode);
    current = Promise.resolve(rebuilt);
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
