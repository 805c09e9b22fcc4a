import type pg from 'pg';
import type { CutStep, SkippedImage } from '@/lib/catalogue-import/apply-catalogue';
import { conversionsAtOnce, convertInPool, valuesOrThrow } from '@/lib/catalogue-import/convert-pool';
import { storeVariants, type CutSink } from '@/lib/catalogue-import/cut-step';
import type { EventData } from '@/lib/catalogue-import/event-data';
import type { CutFile, EventFiles } from '@/lib/catalogue-import/event-files';
import { imageKey, readImageEntries, type ImageEntry } from '@/lib/catalogue-import/image-rows';
import type { Problems } from '@/lib/catalogue-import/problems';
import type { CutCounts } from '@/lib/catalogue-import/summary';
import { describeCutProblem } from '@/lib/cut-images/cut-problem';
import { readImageHeader } from '@/lib/cut-images/image-header';
import { cutContentHash } from '@/lib/cut-images/prepare-cut';
import { imageSourceKey, prepareImageThumb } from '@/lib/cut-images/prepare-image';
import { hasQueuedSizes, queuedSizes, queueFullSizes } from './image-full-size';

/** An image as the database holds it, by `imageKey`. */
export type CurrentImage = {
  id: number; contentHash: string; storageKey: string; width: number; height: number;
  isAdult: boolean; altJa: string; altEn: string; altZh: string; circleId: number | null; exhibitorId: number | null; fullPending: boolean;
};
/** `fullPending`: only the thumbnail is stored yet; a queued job makes the full size (image-full-size.ts). */
export type Stored = { storageKey: string; width: number; height: number; fullPending?: boolean };
type ImageOutcome = { file: CutFile; contentHash?: string; unreadable?: string; stored?: Stored };

/** The import's step for images.csv, run inside the transaction as the cut step is, and of its shape. */
export type ImageStep = CutStep;

export type ImageStepOptions = {
  store?: CutSink;
  dryRun: boolean;
  current: ReadonlyMap<string, CurrentImage>;
  /** Files converted at once (default: one per core; bench:catalogue-images measures it). */
  concurrency?: number;
  skipBadImages?: boolean;
  /**
   * The demo event's: each row gets a drawn image (lib/catalogue/drawn-image.ts, drawn on request as the
   * demo's cuts are) instead of its file being read and converted; every other check is the same.
   */
  draw?: (entry: ImageEntry) => Stored & { contentHash: string };
};

const SKIP_HINT = '; --skip-bad-images imports the rest without it';

/**
 * Checks images.csv (image-rows.ts), then reads each named file once, converts the files whose content is
 * new to their rows (the thumbnail, lib/cut-images/prepare-image.ts) and stores it with the file as
 * delivered, content-addressed as cuts are, so that a later failure leaves only unreferenced files; the
 * full sizes are queued in the import's transaction and made after it (image-full-size.ts). Undefined
 * without images.csv.
 */
export async function prepareImageStep(files: EventFiles, imageFiles: readonly CutFile[], data: EventData, problems: Problems, options: ImageStepOptions): Promise<ImageStep | undefined> {
  const entries = readImageEntries(files, imageFiles, data, problems);
  if (!entries) return undefined;
  if (entries.length > 0 && !options.store && !options.dryRun && !options.draw) {
    problems.add({ file: 'images/', message: 'no image storage is set up for this importer, so image files cannot be written; check them with --dry-run' });
  }
  const rowsOf = new Map<CutFile, ImageEntry[]>();
  for (const entry of entries) rowsOf.set(entry.file, [...(rowsOf.get(entry.file) ?? []), entry]);

  const hashOf = new Map<ImageEntry, string>();
  const stored = new Map<string, Stored>();
  const draw = options.draw;
  if (draw) {
    for (const entry of entries) {
      const drawn = draw(entry);
      hashOf.set(entry, drawn.contentHash);
      stored.set(drawn.contentHash, drawn);
    }
  }
  // Each file's outcome in the files' order (see cut-step.ts): a bad file is a value, a failing store
  // throws once all have settled; once the import is sure to be refused nothing more is stored.
  let refused = false;
  const outcomes = valuesOrThrow(
    await convertInPool(draw ? [] : [...rowsOf.keys()], options.concurrency ?? conversionsAtOnce(), async (file): Promise<ImageOutcome> => {
      let bytes: Uint8Array;
      try {
        bytes = await file.read();
      } catch (error) {
        refused ||= !options.skipBadImages;
        return { file, unreadable: `could not be read: ${(error as Error).message}` };
      }
      const contentHash = cutContentHash(bytes);
      // An unchanged file is known by its hash before it is decoded.
      const known = (rowsOf.get(file) ?? []).map((entry) => options.current.get(entry.key)).find((current) => current?.contentHash === contentHash);
      const writing = options.store && !options.dryRun && !problems.any && !refused ? options.store : undefined;
      // Still waiting for its full size: the file is kept again, in case the store lost it, and queued again.
      if (known?.fullPending && writing) await keepSource(writing, known.storageKey, bytes);
      if (known) return { file, contentHash, stored: known };
      const prepared = await prepareImageThumb(bytes);
      if (!prepared.ok) {
        refused ||= !options.skipBadImages;
        return { file, contentHash, unreadable: describeCutProblem(prepared.problem, 'image') };
      }
      const { storageKey, width, height, thumb } = prepared.image;
      // The same file delivered before (another event, another row) has its full size already, and a
      // menu's offline rendition unless it was converted before as a cover's or before renditions
      // existed: then the job makes that one.
      const sizes = queuedSizes((rowsOf.get(file) ?? []).some((entry) => entry.kind === 'MENU'));
      const fullPending = !(options.store && (await hasQueuedSizes(options.store, storageKey, sizes)));
      if (writing) {
        await storeVariants(writing, [thumb]);
        if (fullPending) await keepSource(writing, storageKey, bytes);
      }
      return { file, contentHash, stored: { storageKey, width, height, fullPending } };
    }),
  );
  const skipped: SkippedImage[] = [];
  const skippedKeys = new Set<string>();
  const hashLines: string[] = [];
  for (const outcome of outcomes) {
    const rows = rowsOf.get(outcome.file) ?? [];
    if (outcome.contentHash) {
      hashLines.push(`${outcome.file.name} ${outcome.contentHash}`);
      for (const entry of rows) hashOf.set(entry, outcome.contentHash);
    }
    if (outcome.unreadable === undefined) {
      if (outcome.contentHash && outcome.stored) stored.set(outcome.contentHash, outcome.stored);
    } else if (!options.skipBadImages) problems.add({ file: outcome.file.name, message: `${outcome.unreadable}${SKIP_HINT}` });
    else {
      skipped.push({ file: outcome.file.name, message: outcome.unreadable });
      for (const entry of rows) skippedKeys.add(entry.key);
    }
  }

  const ready = entries.filter((entry) => !skippedKeys.has(entry.key) && hashOf.has(entry));
  return {
    count: entries.length,
    skipped: skipped.sort((a, b) => a.file.localeCompare(b.file)),
    hashLines: hashLines.sort(),
    async apply(client, ids, dryRun) {
      const counts: CutCounts = { new: 0, replaced: 0, unchanged: 0, removed: 0 };
      for (const entry of ready) {
        const current = options.current.get(entry.key);
        if (!current) counts.new += 1;
        else if (current.contentHash === hashOf.get(entry)) counts.unchanged += 1;
        else counts.replaced += 1;
      }
      // A skipped file's rows keep what they had, as a skipped cut does.
      const kept = new Set([...ready.map((entry) => entry.key), ...skippedKeys]);
      counts.removed = [...options.current.keys()].filter((key) => !kept.has(key)).length;
      if (dryRun) return counts;
      // Only new and edited rows are written, and removed ones deleted by id: a late delivery of a few
      // thousand images costs statements of that size, not of the whole event's.
      const rows = ready.map((entry) => ({ entry, hash: hashOf.get(entry) as string, stored: stored.get(hashOf.get(entry) as string) as Stored }));
      const changed = rows.filter((row) => edited(row, options.current.get(row.entry.key)));
      const removed = [...options.current].filter(([key]) => !kept.has(key)).map(([, image]) => image);
      await writeImages(client, ids, changed);
      await queueFullSizes(client, rows.flatMap((row) => (row.stored.fullPending ? [row.stored.storageKey] : [])));
      if (removed.length > 0) await client.query(`DELETE FROM "CatalogueImage" WHERE id = ANY($1::int4[])`, [removed.map((image) => image.id)]);
      await touchOwners(client, ids, changed, removed);
      // A menu page new or with a new picture is news to the members who saved its circle ("new menu"); a corrected alt text is not.
      const newMenus = changed.flatMap(({ entry, hash }) => {
        const circleId = entry.kind === 'MENU' && entry.owner.kind === 'circle' && options.current.get(entry.key)?.contentHash !== hash ? ids.circles.get(entry.owner.circleId) : undefined;
        return circleId !== undefined && circleId > 0 ? [circleId] : [];
      });
      return { ...counts, newMenus: [...new Set(newMenus)] };
    },
  };
}

type Ready = { entry: ImageEntry; hash: string; stored: Stored };

async function keepSource(store: CutSink, storageKey: string, bytes: Uint8Array): Promise<void> {
  const header = readImageHeader(bytes);
  await store.put(imageSourceKey(storageKey), bytes, 'format' in header ? `image/${header.format}` : 'application/octet-stream');
}

/** Upserts the delivered rows by their key, in the import's transaction. */
async function writeImages(client: pg.ClientBase, ids: Parameters<CutStep['apply']>[1], ready: readonly Ready[]): Promise<void> {
  if (ready.length === 0) return;
  const works = await client.query<{ key: string; id: number }>(
    `SELECT c.wcid || '/' || w."sortOrder" AS key, w.id FROM "Work" w JOIN "Circle" c ON c.id = w."circleId" WHERE c."eventId" = $1`,
    [ids.eventId],
  );
  const workIds = new Map(works.rows.map((row) => [row.key, row.id]));
  const owners = ready.map(({ entry: { owner } }) => {
    if (owner.kind === 'circle') return { circle: ids.circles.get(owner.circleId) ?? null, work: null, booth: null };
    if (owner.kind === 'work') return { circle: ids.circles.get(owner.circleId) ?? null, work: workIds.get(`${owner.circleId}/${owner.position}`) ?? null, booth: null };
    return { circle: null, work: null, booth: ids.booths.get(owner.booth) ?? null };
  });
  const column = <T>(pick: (row: Ready, index: number) => T) => ready.map(pick);
  await client.query(
    `INSERT INTO "CatalogueImage" ("eventId", owner, kind, position, "circleId", "workId", "exhibitorId", "isAdult", "altJa", "altEn", "altZh", "contentHash", "storageKey", width, height, "fullPending", "updatedAt")
     SELECT $1, v.owner, v.kind::"CatalogueImageKind", v.position, v.circle, v.work, v.booth, v.adult, v.ja, v.en, v.zh, v.hash, v.key, v.width, v.height, v.pending, now() AT TIME ZONE 'UTC'
     FROM unnest($2::text[], $3::text[], $4::int4[], $5::int4[], $6::int4[], $7::int4[], $8::bool[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::int4[], $15::int4[], $16::bool[])
       AS v(owner, kind, position, circle, work, booth, adult, ja, en, zh, hash, key, width, height, pending)
     ON CONFLICT ("eventId", owner, kind, position) DO UPDATE SET
       "circleId" = EXCLUDED."circleId", "workId" = EXCLUDED."workId", "exhibitorId" = EXCLUDED."exhibitorId", "isAdult" = EXCLUDED."isAdult",
       "altJa" = EXCLUDED."altJa", "altEn" = EXCLUDED."altEn", "altZh" = EXCLUDED."altZh", "contentHash" = EXCLUDED."contentHash",
       "storageKey" = EXCLUDED."storageKey", width = EXCLUDED.width, height = EXCLUDED.height, "fullPending" = EXCLUDED."fullPending",
       -- The image's address carries this time: it moves only when the picture does.
       "updatedAt" = CASE WHEN "CatalogueImage"."contentHash" = EXCLUDED."contentHash" THEN "CatalogueImage"."updatedAt" ELSE EXCLUDED."updatedAt" END`,
    [
      ids.eventId, column((row) => row.entry.ownerText), column((row) => row.entry.kind), column((row) => row.entry.position),
      owners.map((owner) => owner.circle), owners.map((owner) => owner.work), owners.map((owner) => owner.booth),
      column((row) => row.entry.isAdult), column((row) => row.entry.altJa), column((row) => row.entry.altEn), column((row) => row.entry.altZh),
      column((row) => row.hash), column((row) => row.stored.storageKey), column((row) => row.stored.width), column((row) => row.stored.height),
      column((row) => row.stored.fullPending ?? false),
    ],
  );
}

const edited = ({ entry, hash }: Ready, current: CurrentImage | undefined) =>
  !current || current.contentHash !== hash || current.isAdult !== entry.isAdult || current.altJa !== entry.altJa || current.altEn !== entry.altEn || current.altZh !== entry.altZh;

/**
 * Marks the circles and booths whose images changed as edited, as the cut step does: the catalogue's
 * version (and so every cached page of theirs) follows the entries' edit times.
 */
async function touchOwners(client: pg.ClientBase, ids: Parameters<CutStep['apply']>[1], changed: readonly Ready[], removed: readonly CurrentImage[]): Promise<void> {
  const circles = new Set<number>(removed.flatMap((image) => (image.circleId === null ? [] : [image.circleId])));
  const booths = new Set<number>(removed.flatMap((image) => (image.exhibitorId === null ? [] : [image.exhibitorId])));
  for (const { entry: { owner } } of changed) {
    const id = owner.kind === 'booth' ? ids.booths.get(owner.booth) : ids.circles.get(owner.circleId);
    if (id !== undefined && id > 0) (owner.kind === 'booth' ? booths : circles).add(id);
  }
  // A row this import wrote already is new to every cache: only the others are rewritten.
  const touch = `SET "updatedAt" = now() AT TIME ZONE 'UTC' WHERE id = ANY($1::int4[]) AND xmin <> pg_current_xact_id()::xid`;
  if (circles.size > 0) await client.query(`UPDATE "Circle" ${touch}`, [[...circles]]);
  if (booths.size > 0) await client.query(`UPDATE "Exhibitor" ${touch}`, [[...booths]]);
}

/** The event's stored images by `imageKey`, for the step to skip unchanged files and count removals. */
export async function readCurrentImages(client: pg.ClientBase, eventCode: string): Promise<Map<string, CurrentImage>> {
  const result = await client.query<CurrentImage & { owner: string; kind: string; position: number }>(
    `SELECT i.id, i.owner, i.kind::text AS kind, i.position, i."contentHash", i."storageKey", i.width, i.height, i."isAdult", i."altJa", i."altEn", i."altZh", i."circleId", i."exhibitorId", i."fullPending"
       FROM "CatalogueImage" i JOIN "Event" e ON e.id = i."eventId" WHERE e.code = $1`,
    [eventCode],
  );
  return new Map(result.rows.map(({ owner, kind, position, ...image }) => [imageKey(owner, kind, position), image]));
}
