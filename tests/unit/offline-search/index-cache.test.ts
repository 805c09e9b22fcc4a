import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepCatalogue, readKeptCatalogue, type KeptCatalogue } from '@/lib/offline-search/device/index-cache';
import { packRows } from '@/lib/offline-search/kept-rows';
import { removeSnapshot, saveSnapshot } from '@/lib/offline-search/device/snapshot-store';
import { buildSearchIndex, searchIndexParts } from '@/lib/search';
import { generateCircles } from '@/tests/unit/search/synthetic-corpus';

// The kept index is found only for the snapshot it was derived from, and goes when the snapshot goes.
// IndexedDB is stood in for by a few maps with its request and transaction events, enough for both
// stores' code paths.

type Handler = (() => void) | null;
class FakeRequest<T> {
  result: T | undefined;
  error: Error | null = null;
  onsuccess: Handler = null;
  onerror: Handler = null;
  onupgradeneeded: Handler = null;
  succeed(value: T): void {
    this.result = value;
    queueMicrotask(() => this.onsuccess?.());
  }
}

function fakeIndexedDb() {
  const databases = new Map<string, Map<string, Map<string, unknown>>>();
  return {
    databases,
    open(name: string) {
      const request = new FakeRequest<unknown>();
      const isNew = !databases.has(name);
      const stores = databases.get(name) ?? new Map<string, Map<string, unknown>>();
      databases.set(name, stores);
      const database = {
        createObjectStore: (store: string) => stores.set(store, new Map()),
        close: () => {},
        transaction(store: string) {
          const transaction = { oncomplete: null as Handler, onerror: null as Handler, onabort: null as Handler, error: null, objectStore: () => objectStore };
          const data = stores.get(store) ?? new Map<string, unknown>();
          const answer = <T>(value: T) => {
            const step = new FakeRequest<T>();
            step.succeed(value);
            setTimeout(() => transaction.oncomplete?.(), 0);
            return step;
          };
          const objectStore = {
            get: (key: string) => answer(structuredClone(data.get(key))),
            put: (value: unknown, key: string) => answer(data.set(key, structuredClone(value)) && key),
            clear: () => answer(data.clear()),
          };
          return transaction;
        },
      };
      request.result = database;
      queueMicrotask(() => {
        if (isNew) request.onupgradeneeded?.();
        request.onsuccess?.();
      });
      return request;
    },
  };
}

const rows = generateCircles({ circles: 50, seed: 2 });
const kept = (hash: string): KeptCatalogue => ({ hash, variant: 'adult', facets: { days: [], halls: [], blocks: [], genres: [] }, rows: packRows(rows), index: searchIndexParts(buildSearchIndex(rows)) });

beforeEach(() => {
  vi.stubGlobal('indexedDB', fakeIndexedDb());
  vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: { setItem: () => {}, removeItem: () => {} } }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the kept index', () => {
  it('is given back whole, naming the snapshot it was derived from', async () => {
    await keepCatalogue(kept('hash-a'));
    expect(await readKeptCatalogue('hash-a')).toEqual(kept('hash-a'));
    expect(await readKeptCatalogue('hash-b')).toBeUndefined();
    await keepCatalogue(kept('hash-b'));
    expect((await readKeptCatalogue('hash-b'))?.hash).toBe('hash-b');
    expect(await readKeptCatalogue('hash-a')).toBeUndefined();
  });

  it('is not given back when kept in an earlier layout', async () => {
    const database = (globalThis.indexedDB as unknown as ReturnType<typeof fakeIndexedDb>);
    await keepCatalogue(kept('hash-a'));
    const store = database.databases.get('offline-catalogue-index')?.get('index');
    store?.set('catalogue', { hash: 'hash-a', parts: kept('hash-a').index });
    expect(await readKeptCatalogue('hash-a')).toBeUndefined();
  });

  it('is removed with the snapshot', async () => {
    await saveSnapshot({ userId: 'u1', variant: 'adult', hash: 'hash-a', savedAt: 1, bytes: 2, rows: 50 }, '{}');
    await keepCatalogue(kept('hash-a'));
    await removeSnapshot();
    expect(await readKeptCatalogue('hash-a')).toBeUndefined();
  });
});
