import { availableParallelism } from 'node:os';
import type { TaskList } from 'graphile-worker';
import type pg from 'pg';
import { z } from 'zod';
import type { CutStore } from '@/lib/cut-images/cut-store';
import { imageSourceKey, imageVariantKey, prepareImageFullAndOffline } from '@/lib/cut-images/prepare-image';

// The full sizes of delivered images and their offline renditions (decision 040) are made after the import
// commits, by jobs on the database's job queue (decision 044), which the import adds in its own
// transaction: the rows and their jobs commit together, a job outlives a restart, and a failed one is
// tried again with a growing wait. Until a row's job has run, its full-size and offline addresses answer
// with the thumbnail, uncached.

export const FULL_SIZE_TASK = 'catalogue-image-full-size';
const payloadSchema = z.object({ storageKey: z.string().regex(/^i\d{1,9}\/[0-9a-f]{2}\/[0-9a-f]{64}$/) });
// Behind the notifications (graphile-worker runs lower numbers first): a member's push must not wait on
// 30,000 conversions.
const PRIORITY = 10;
// graphile-worker's exp(attempt) s back-off: the last of 25 attempts about three days on; a later import
// of the event queues a still-missing one again (image-step.ts).
const MAX_ATTEMPTS = 25;

/** Queues the full size of each storage key, in the caller's transaction; one job a key (a second add only moves it to now). */
export async function queueFullSizes(client: pg.ClientBase, storageKeys: Iterable<string>): Promise<void> {
  const keys = [...new Set(storageKeys)];
  if (keys.length === 0) return;
  await client.query(
    `SELECT graphile_worker.add_jobs(ARRAY(
       SELECT ROW($1::text, json_build_object('storageKey', k), NULL::text, NULL::timestamptz, $2::smallint, 'full-size:' || k, $3::smallint, NULL::text[])::graphile_worker.job_spec
         FROM unnest($4::text[]) AS k))`,
    [FULL_SIZE_TASK, MAX_ATTEMPTS, PRIORITY, keys],
  );
}

/** Whether the store holds both sizes the job makes of a file (the import queues the file otherwise). */
export async function hasFullAndOffline(store: Pick<CutStore, 'has'>, storageKey: string): Promise<boolean> {
  return (await store.has(imageVariantKey(storageKey, 'full'))) && (await store.has(imageVariantKey(storageKey, 'offline')));
}

/**
 * Makes and stores the full size and the offline rendition of `storageKey` from the delivered file the
 * import kept, unless the store has both already (another row or event with the same file, or a run cut
 * short after storing them); of a file converted before offline renditions existed, only the missing one
 * is written. Throws when it cannot, so that the queue tries again.
 */
export async function storeFullAndOffline(store: CutStore, storageKey: string): Promise<void> {
  if (await hasFullAndOffline(store, storageKey)) return;
  const source = await store.get(imageSourceKey(storageKey));
  if (!source) throw new Error(`The delivered file of image ${storageKey} is missing from ${store.description}; importing the event again keeps it again`);
  const prepared = await prepareImageFullAndOffline(source);
  if (!prepared.ok) throw new Error(`Image ${storageKey} could not be converted to its full size: ${prepared.problem.code}`);
  for (const variant of prepared.image) if (!(await store.has(variant.key))) await store.put(variant.key, variant.bytes, variant.contentType);
}

/** Every row of the file is shown at full size (and saved offline at its rendition) from now on; then the kept file is no longer needed. */
export async function markFullSizeStored(client: pg.ClientBase, store: CutStore, storageKey: string): Promise<void> {
  await client.query(`UPDATE "CatalogueImage" SET "fullPending" = false WHERE "storageKey" = $1 AND "fullPending"`, [storageKey]);
  await store.delete(imageSourceKey(storageKey));
}

/** How many stored files still wait for their full size (for the benchmark and operators). */
export async function countPendingFullSizes(client: pg.ClientBase): Promise<number> {
  const result = await client.query<{ count: string }>(`SELECT count(DISTINCT "storageKey") AS count FROM "CatalogueImage" WHERE "fullPending"`);
  return Number(result.rows[0]?.count ?? 0);
}

/**
 * Conversions at once, whatever the queue's concurrency: one a core but one, so that a core stays with the
 * visitors' requests while an import's full sizes are made (on 2 cores, one conversion at a time). They
 * run where the queue runs: the server's sending process, below the pages (decision 044), or the server's
 * own process in a build without it.
 */
export const fullSizesAtOnce = () => Math.max(1, availableParallelism() - 1);

function limitedTo(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    while (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** The queue's task (one entry of the worker's task list). */
export function fullSizeTasks(store: () => CutStore, atOnce = fullSizesAtOnce()): TaskList {
  const limited = limitedTo(atOnce);
  return {
    [FULL_SIZE_TASK]: async (payload, helpers) => {
      const { storageKey } = payloadSchema.parse(payload);
      await limited(() => storeFullAndOffline(store(), storageKey));
      await helpers.withPgClient((client) => markFullSizeStored(client, store(), storageKey));
    },
  };
}
