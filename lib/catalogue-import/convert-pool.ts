import { availableParallelism } from 'node:os';

/** One item's outcome: its value, or what it threw (the other items go on). */
export type PoolResult<R> = { ok: true; value: R } | { ok: false; error: unknown };

/**
 * Files converted at once by default: one per core. sharp runs each conversion on one libvips thread
 * here (its default on glibc without jemalloc) off the JavaScript thread, so one file per core keeps
 * every core busy; bench:catalogue-images measures the rate at each width.
 */
export const conversionsAtOnce = () => Math.max(2, availableParallelism());

/**
 * Runs `task` over `items`, `concurrency` at a time, and gives each item's outcome in the items' order,
 * whatever order they finished in. A task that throws fails its own item only: the rest still run, so a
 * caller sees every file's result (and no conversion is left running when it goes on).
 */
export async function convertInPool<T, R>(items: readonly T[], concurrency: number, task: (item: T, index: number) => Promise<R>): Promise<PoolResult<R>[]> {
  const results: PoolResult<R>[] = new Array<PoolResult<R>>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { ok: true, value: await task(items[index] as T, index) };
      } catch (error) {
        results[index] = { ok: false, error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return results;
}

/** The values of `results` in order, or the first failure thrown once all have settled. */
export function valuesOrThrow<R>(results: readonly PoolResult<R>[]): R[] {
  const failed = results.find((result) => !result.ok);
  if (failed && !failed.ok) throw failed.error;
  return results.map((result) => (result as { ok: true; value: R }).value);
}
