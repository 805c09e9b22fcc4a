import { snapshotChangeEvent } from '@/lib/offline-search/device/snapshot-store';
import { SEARCH_WORKER_PATH, type WorkerAnswer, type WorkerRequest } from '@/lib/offline-search/worker-messages';

// The page's handle on the search worker, requests answered by promise. One worker per document, kept
// when the list is left: opening the catalogue (reading, parsing, indexing) is the slow part of the
// offline search, a few seconds on a phone, and a member going from the list to a circle and back
// would otherwise pay it on every return. A copy saved or removed meanwhile is read again at the next ask.

type Ask = WorkerRequest extends infer R ? (R extends { seq: number } ? Omit<R, 'seq'> : never) : never;

export type SearchWorkerClient = { ask(request: Ask): Promise<WorkerAnswer> };

let shared: SearchWorkerClient | undefined;

function start(): SearchWorkerClient {
  const worker = new Worker(SEARCH_WORKER_PATH);
  const waiting = new Map<number, (answer: WorkerAnswer) => void>();
  let seq = 0;
  worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
    waiting.get(event.data.seq)?.(event.data);
    waiting.delete(event.data.seq);
  };
  window.addEventListener(snapshotChangeEvent, () => worker.postMessage({ kind: 'reload' }));
  return {
    ask(request) {
      seq += 1;
      const message = { ...request, seq } as WorkerRequest;
      return new Promise((resolve) => {
        waiting.set(message.seq, resolve);
        worker.postMessage(message);
      });
    },
  };
}

/** The document's search worker, started at the first call. */
export function searchWorker(): SearchWorkerClient {
  shared ??= start();
  return shared;
}
