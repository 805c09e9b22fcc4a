/// <reference lib="webworker" />
import { searchIndexParts } from '@/lib/search';
import { forgetKeptIndex, keepIndex, readKeptIndex } from './index-cache';
import { indexOfflineCatalogue, restoreOfflineCatalogue, searchOfflineList, type OfflineCatalogue } from './offline-catalogue';
import { offlineCircleText, offlineListRows } from './offline-list-rows';
import { decodeSnapshotColumns, type CatalogueSnapshot } from './snapshot-format';
import { readSnapshotInfo, readSnapshotJson } from './snapshot-store';
import type { WorkerAnswer, WorkerRequest } from './worker-messages';

// The search worker: opens the stored snapshot into the shared index once, then answers each keystroke
// off the page's main thread. The index is restored from what an earlier build of the same snapshot
// kept (`index-cache.ts`), or built and then kept for the next start.

declare const self: DedicatedWorkerGlobalScope;

let catalogue: Promise<OfflineCatalogue | null> | undefined;
let indexMs = 0;

/** The kept parts, or undefined when there are none or they cannot be read (then the index is built). */
const keptIndex = (hash: string | undefined) => (hash === undefined ? Promise.resolve(undefined) : readKeptIndex(hash).catch(() => undefined));

async function load(): Promise<OfflineCatalogue | null> {
  const started = performance.now();
  const info = await readSnapshotInfo();
  const [json, kept] = await Promise.all([readSnapshotJson(), keptIndex(info?.hash)]);
  if (json === undefined || info === undefined) {
    void forgetKeptIndex().catch(() => {});
    return null;
  }
  // A copy saved between the two reads: its JSON is not the one the parts were kept for.
  const same = (await readSnapshotInfo())?.hash === info.hash;
  const snapshot = JSON.parse(json) as CatalogueSnapshot;
  const rows = decodeSnapshotColumns(snapshot.columns);
  const restored = same && kept ? restoreOfflineCatalogue(snapshot, rows, kept) : null;
  const opened = restored ?? indexOfflineCatalogue(snapshot, rows);
  indexMs = performance.now() - started;
  // Kept after the answer that waits for the index has gone: storing is not on the way to a result.
  if (!restored && same) setTimeout(() => void keepIndex(info.hash, searchIndexParts(opened.index)).catch(() => {}), 0);
  return opened;
}

async function answer(request: WorkerRequest): Promise<WorkerAnswer> {
  catalogue ??= load();
  const opened = await catalogue;
  // A copy saved or removed later is read again on the next open.
  if (!opened) {
    catalogue = undefined;
    return { kind: 'missing', seq: request.seq };
  }
  switch (request.kind) {
    case 'open':
      return { kind: 'opened', seq: request.seq, rows: opened.rows.size, indexMs };
    case 'search': {
      const started = performance.now();
      const result = searchOfflineList(opened, request.query, request.favorites, request.pageSize);
      if (!result) return { kind: 'unanswerable', seq: request.seq };
      return { kind: 'results', seq: request.seq, total: result.total, rows: offlineListRows(opened, result.hits, request.locale), searchMs: performance.now() - started };
    }
    case 'circle':
      return { kind: 'circle', seq: request.seq, circle: offlineCircleText(opened, request.id, request.locale) };
  }
}

self.onmessage = (event: MessageEvent<WorkerRequest | { kind: 'reload' }>) => {
  const request = event.data;
  if (request.kind === 'reload') {
    catalogue = undefined;
    return;
  }
  answer(request).then(
    (reply) => self.postMessage(reply),
    () => self.postMessage({ kind: 'missing', seq: request.seq } satisfies WorkerAnswer),
  );
};
