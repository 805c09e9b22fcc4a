/// <reference lib="webworker" />
import { openStoredCatalogue } from './open-stored-catalogue';
import { searchOfflineList, type OfflineCatalogue } from '@/lib/offline-search/offline-catalogue';
import { deviceCirclePage, offlineListRows } from '@/lib/offline-search/offline-list-rows';
import type { WorkerAnswer, WorkerRequest } from '@/lib/offline-search/worker-messages';

// The search worker: opens the stored snapshot into the shared index once, then answers each keystroke
// off the page's main thread. The rows and the index are restored from what an earlier build of the
// same snapshot kept (`index-cache.ts`), or built and then kept for the next start
// (`open-stored-catalogue.ts`).

declare const self: DedicatedWorkerGlobalScope;

let catalogue: Promise<OfflineCatalogue | null> | undefined;
let indexMs = 0;

async function load(): Promise<OfflineCatalogue | null> {
  const started = performance.now();
  const opened = await openStoredCatalogue();
  indexMs = performance.now() - started;
  // Kept after the answer that waits for the index has gone: storing is not on the way to a result.
  if (opened?.keep) setTimeout(() => void opened.keep?.().catch(() => {}), 0);
  return opened?.catalogue ?? null;
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
      return { kind: 'circle', seq: request.seq, circle: deviceCirclePage(opened, request.id, request.locale) };
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
