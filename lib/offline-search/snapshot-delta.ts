import { decodeSnapshotColumns, encodeSnapshotColumns, SNAPSHOT_FORMAT, type CatalogueSnapshot, type SnapshotColumns, type SnapshotFacets, type SnapshotLanguage, type SnapshotVariant } from './snapshot-format';

// A catalogue edit as a few rows instead of a new download. The server compares a build the device
// holds (its basis: a fingerprint per row and the edit times) with the current one and sends the rows
// added or changed, the ids removed and how the edit ranks moved; the device rebuilds the current
// snapshot from its copy and keeps it only if its hash is the current one (download-snapshot.ts).
//
// Edit ranks are ranks among all edit times, so one edit can move every later rank: an edit whose old
// time was the only one of its kind drops that rank, and a new time inserts one. The delta lists both,
// and the device renumbers the rows it keeps; changed rows come with their new ranks.

/** What the server keeps of a build to make deltas from it. */
export type SnapshotBasis = {
  /** A fingerprint of every row's snapshot form and its edit time, by id. */
  fingerprints: Map<number, number>;
  /** The build's distinct edit times, oldest first: a row's edit rank is the place of its time here. */
  editTimes: readonly number[];
  /** The facets as JSON, so that a delta repeats them only when they changed. */
  facets: string;
};

export type SnapshotDelta = {
  format: typeof SNAPSHOT_FORMAT;
  eventId: number;
  variant: SnapshotVariant;
  language?: SnapshotLanguage;
  from: string;
  to: string;
  /** The new facets; null when they are the old build's. */
  facets: SnapshotFacets | null;
  removed: number[];
  /** The rows added or changed, as columns whose edit ranks are already the new snapshot's. */
  rows: SnapshotColumns;
  /** Ranks of the old build no row has any more, and ranks of the new build that are new times. */
  droppedRanks: number[];
  insertedRanks: number[];
};

export type DeltaTarget = { eventId: number; variant: SnapshotVariant; language?: SnapshotLanguage; hash: string; facets: SnapshotFacets; basis: SnapshotBasis; columns: () => SnapshotColumns };

/**
 * The rows of these ids, as columns of their own (steps from the previous row taken, texts written once
 * among these rows). Their edit ranks stay the snapshot's.
 */
function selectRows(columns: SnapshotColumns, ids: ReadonlySet<number>): SnapshotColumns {
  return encodeSnapshotColumns(
    decodeSnapshotColumns(columns).filter((row) => ids.has(row.id)),
    'rank',
  );
}

function sortedSetDifference(from: readonly number[], without: ReadonlySet<number>): number[] {
  const out: number[] = [];
  from.forEach((value, at) => {
    if (!without.has(value)) out.push(at);
  });
  return out;
}

/**
 * The delta from a build to the target, or null when it would carry more than `maxRows` rows and ids
 * (a full download is then as good). `target.columns` is read only when a delta is made.
 */
export function makeSnapshotDelta(from: { hash: string; basis: SnapshotBasis }, target: DeltaTarget, maxRows: number): SnapshotDelta | null {
  const changed = new Set<number>();
  for (const [id, fingerprint] of target.basis.fingerprints) {
    if (from.basis.fingerprints.get(id) !== fingerprint) changed.add(id);
  }
  const removed = [...from.basis.fingerprints.keys()].filter((id) => !target.basis.fingerprints.has(id));
  if (changed.size + removed.length > maxRows) return null;
  return {
    format: SNAPSHOT_FORMAT,
    eventId: target.eventId,
    variant: target.variant,
    ...(target.language && { language: target.language }),
    from: from.hash,
    to: target.hash,
    facets: from.basis.facets === target.basis.facets ? null : target.facets,
    removed: removed.sort((a, b) => a - b),
    rows: selectRows(target.columns(), changed),
    droppedRanks: sortedSetDifference(from.basis.editTimes, new Set(target.basis.editTimes)),
    insertedRanks: sortedSetDifference(target.basis.editTimes, new Set(from.basis.editTimes)),
  };
}

/** Each old rank's new rank (-1 for a dropped one): the kept ranks in order, around the inserted ones. */
function renumberRanks(oldCount: number, dropped: readonly number[], inserted: readonly number[]): Int32Array {
  const ranks = new Int32Array(oldCount);
  let next = 0;
  let droppedAt = 0;
  let insertedAt = 0;
  for (let rank = 0; rank < oldCount; rank++) {
    if (dropped[droppedAt] === rank) {
      droppedAt++;
      ranks[rank] = -1;
      continue;
    }
    while (inserted[insertedAt] === next) {
      insertedAt++;
      next++;
    }
    ranks[rank] = next++;
  }
  return ranks;
}

/** Thrown when a delta does not fit the copy it is applied to; the device then downloads it all. */
export class DeltaMismatch extends Error {}

/** The snapshot the delta leads to from `snapshot`, which must be the build the delta was made from. */
export function applySnapshotDelta(snapshot: CatalogueSnapshot, delta: SnapshotDelta): CatalogueSnapshot {
  if (snapshot.format !== delta.format || snapshot.eventId !== delta.eventId || snapshot.variant !== delta.variant || snapshot.language !== delta.language) throw new DeltaMismatch('another catalogue');
  const rows = decodeSnapshotColumns(snapshot.columns);
  const oldCount = rows.reduce((count, row) => Math.max(count, row.updatedAt + 1), 0);
  const ranks = renumberRanks(oldCount, delta.droppedRanks, delta.insertedRanks);
  const added = decodeSnapshotColumns(delta.rows);
  const replaced = new Set([...delta.removed, ...added.map((row) => row.id)]);
  const kept = rows
    .filter((row) => !replaced.has(row.id))
    .map((row) => {
      const updatedAt = ranks[row.updatedAt] ?? -1;
      if (updatedAt < 0) throw new DeltaMismatch('a kept row lost its edit time');
      return { ...row, updatedAt };
    });
  return {
    format: delta.format,
    eventId: delta.eventId,
    variant: delta.variant,
    ...(delta.language && { language: delta.language }),
    facets: delta.facets ?? snapshot.facets,
    columns: encodeSnapshotColumns([...kept, ...added], 'rank'),
  };
}
