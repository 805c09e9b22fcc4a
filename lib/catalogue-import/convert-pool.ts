/**
 * Runs `task` over `items`, `concurrency` at a time. sharp hands each conversion to libuv's thread pool,
 * so a few conversions in flight keep every core busy while JavaScript reads and hashes the next files
 * (bench:catalogue-images prints the rate at each width).
 */
export async function convertInPool<T>(items: readonly T[], concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}
