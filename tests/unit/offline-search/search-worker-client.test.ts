import { afterEach, describe, expect, it, vi } from 'vitest';
import { snapshotChangeEvent } from '@/lib/offline-search/device/snapshot-store';
import type { WorkerAnswer } from '@/lib/offline-search/worker-messages';

// The page keeps one search worker per document, so that returning to the list does not open the
// catalogue again, and tells it to read the stored copy again when a copy is saved or removed.

class FakeWorker {
  static started: FakeWorker[] = [];
  readonly sent: unknown[] = [];
  onmessage: ((event: MessageEvent<WorkerAnswer>) => void) | null = null;
  constructor(readonly url: string) {
    FakeWorker.started.push(this);
  }
  postMessage(message: { kind: string; seq?: number }): void {
    this.sent.push(message);
    if (message.kind === 'open') queueMicrotask(() => this.onmessage?.({ data: { kind: 'opened', seq: message.seq ?? 0, rows: 3, indexMs: 1 } } as MessageEvent<WorkerAnswer>));
  }
  terminate(): void {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  FakeWorker.started = [];
});

describe('the search worker client', () => {
  it('starts one worker per document and answers each ask by its sequence number', async () => {
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('Worker', FakeWorker);
    const { searchWorker } = await import('@/components/offline-search/search-worker-client');
    const first = searchWorker();
    const again = searchWorker();
    expect(again).toBe(first);
    expect(FakeWorker.started).toHaveLength(1);
    await expect(first.ask({ kind: 'open' })).resolves.toEqual({ kind: 'opened', seq: 1, rows: 3, indexMs: 1 });
    await expect(again.ask({ kind: 'open' })).resolves.toMatchObject({ seq: 2 });
  });

  it('asks the worker to read the stored copy again when a copy is saved or removed', async () => {
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    vi.stubGlobal('Worker', FakeWorker);
    const { searchWorker } = await import('@/components/offline-search/search-worker-client');
    searchWorker();
    page.dispatchEvent(new Event(snapshotChangeEvent));
    expect(FakeWorker.started[0]?.sent).toEqual([{ kind: 'reload' }]);
  });
});
