import { availableParallelism } from 'node:os';
import type { TaskList } from 'graphile-worker';
import type pg from 'pg';
import { z } from 'zod';
import type { CutStore } from '@/lib/cut-images/cut-store';
import { imageSourceKey, imageVariantKey, prepareQueuedSizes, type QueuedSize } from '@/lib/cut-images/prepare-image';

// The full sizes of delivered images and menus' offline renditions (decision 040) are made after the import
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

/**
 * What the job makes of a file: the full size, and the offline rendition when a row of the file is a
 * menu, the one kind saving the event days downloads beyond its thumbnail.
 */
export const queuedSizes = (menu: boolean): QueuedSize[] => (menu ? ['full', 'offline'] : ['full']);

/** Whether the store holds every one of `sizes` of a file (the import queues the file otherwise). */
export async function hasQueuedSizes(store: Pick<CutStore, 'has'>, storageKey: string, sizes: readonly QueuedSize[]): Promise<boolean> {
  for (const size of sizes) if (!(await store.has(imageVariantKey(storageKey, size)))) return false;
  return true;
}

/** Whether any row of the file, in any event, is a menu page. */
async function isMenuFile(client: pg.ClientBase, storageKey: string): Promise<boolean> {
  const result = await client.query<{ menu: boolean }>(`SELECT EXISTS (SELECT 1 FROM "CatalogueImage" WHERE "storageKey" = $1 AND kind = 'MENU') AS menu`, [storageKey]);
  return result.rows[0]?.menu === true;
}

/**
 * Makes and stores `sizes` of `storageKey` from the delivered file the import kept, unless the store has
 * them already (another row or event with the same file, or a run cut short after storing them); of a
 * file converted before (a cover's, later a menu's too) only the missing ones are made. Throws when it
 * cannot, so that the queue tries again.
 */
export async function storeQueuedSizes(store: CutStore, storageKey: string, sizes: readonly QueuedSize[]): Promise<void> {
  const missing: QueuedSize[] = [];
  for (const size of sizes) if (!(await store.has(imageVariantKey(storageKey, size)))) missing.push(size);
  if (missing.length === 0) return;
  const source = await store.get(imageSourceKey(storageKey));
  if (!source) throw new Error(`The delivered file of image ${storageKey} is missing from ${store.description}; importing the event again keeps it again`);
  const prepared = await prepareQueuedSizes(source, missing);
  if (!prepared.ok) throw new Error(`Image ${storageKey} could not be converted to its full size: ${prepared.problem.code}`);
  for (const variant of prepared.image) await store.put(variant.key, variant.bytes, variant.contentType);
}

/** Every row of the file is shown at full size (and a menu saved offline at its rendition) from now on; then the kept file is no longer needed. */
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
 * Conversions at once, whatever the queue's concurrency, where the queue runs at the pages' own priority
 * (the server's process, in a build without the sending process): one a core but one, so that a core
 * stays with the visitors' requests (on 2 cores, one at a time). The sending process, below the pages
 * (decision 044), asks for one a core instead (sending-process-main.ts).
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
export function fullSizeTasks(store: () => CutStore, atOnce: number = fullSizesAtOnce()): TaskList {
  const limited = limitedTo(atOnce);
  return {
    [FULL_SIZE_TASK]: async (payload, helpers) => {
      const { storageKey } = payloadSchema.parse(payload);
      const sizes = queuedSizes(await helpers.withPgClient((client) => isMenuFile(client, storageKey)));
      await limited(() => storeQueuedSizes(store(), storageKey, sizes));
      await helpers.withPgClient((client) => markFullSizeStored(client, store(), storageKey));
    },
  };
}
