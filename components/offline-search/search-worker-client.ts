import { SEARCH_WORKER_PATH, type WorkerAnswer, type WorkerRequest } from '@/lib/offline-search/worker-messages';

// The page's handle on the search worker: one worker per page, requests answered by promise.

type Ask = WorkerRequest extends infer R ? (R extends { seq: number } ? Omit<R, 'seq'> : never) : never;

export type SearchWorkerClient = { ask(request: Ask): Promise<WorkerAnswer>; close(): void };

export function startSearchWorker(): SearchWorkerClient {
  const worker = new Worker(SEARCH_WORKER_PATH);
  const waiting = new Map<number, (answer: WorkerAnswer) => void>();
  let seq = 0;
  worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
    waiting.get(event.data.seq)?.(event.data);
    waiting.delete(event.data.seq);
  };
  return {
    ask(request) {
      seq += 1;
      const message = { ...request, seq } as WorkerRequest;
      return new Promise((resolve) => {
        waiting.set(message.seq, resolve);
        worker.postMessage(message);
      });
    },
    close: () => worker.terminate(),
  };
}
