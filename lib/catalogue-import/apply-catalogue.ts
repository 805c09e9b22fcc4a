import type pg from 'pg';
import { CIRCLE_CUT_KIND } from '@/lib/catalogue/cut-image';
import { diffEvent, type ImportDiff } from '@/lib/catalogue-import/diff';
import type { EventData } from '@/lib/catalogue-import/event-data';
import { recordImport } from '@/lib/catalogue-import/history';
import { liveChannels } from '@/lib/live/channels';
import { notifyLiveWithDriver } from '@/lib/live/notify';
import { findEventId, readCurrentEvent, type CurrentEvent } from '@/lib/catalogue-import/read-current';
import { deriveReadings } from '@/lib/catalogue-import/readings';
import { countFiles, noCuts, summarise, type ChangeSummary, type CutCounts, type ImportCounts } from '@/lib/catalogue-import/summary';
import { writeChanges } from '@/lib/catalogue-import/write-changes';
import { writeNewEvent } from '@/lib/catalogue-import/write-new-event';
import { replaceFandoms } from '@/lib/catalogue-import/write-fandoms';
import { writeOwnTranslations } from '@/lib/catalogue-import/write-own-translations';
import { loadReadingAnalyser } from '@/lib/readings/reading-analyser';

/** An image file left out with `--skip-bad-images`: its circle or booth keeps the cut it had. */
export type SkippedImage = { file: string; message: string };

/** The import's step for cut files, run inside the transaction once every circle and booth has its id. */
export type CutStep = {
  count: number;
  /** Files left out as unreadable (`--skip-bad-images`). */
  skipped: readonly SkippedImage[];
  /**
   * Compares the prepared cuts with the database's and, unless `dryRun`, points the Image rows at the stored
   * files. images.csv's step also names the circles (database ids) whose menu it added or replaced.
   */
  apply(client: pg.ClientBase, ids: { eventId: number; circles: ReadonlyMap<number, number>; booths: ReadonlyMap<number, number> }, dryRun: boolean): Promise<CutCounts & { newMenus?: readonly number[] }>;
  /** Added to the file hash: the cuts' content hashes. */
  hashLines: readonly string[];
};

/** `now`: the import's time (ISO); the clock's when left out. */
export type ApplyOptions = {
  dryRun: boolean; source: string; fileHash: string; now?: string; cuts?: CutStep;
  /** images.csv's step (image-step.ts), of the cut step's shape; absent when the delivery has no images.csv. */
  images?: CutStep;
};

export type ApplyResult = {
  eventId: number | null;
  newEvent: boolean;
  summary: ChangeSummary;
  counts: ImportCounts;
  importId: number | null;
  /** Database id of each incoming circle, by its index in the files (empty after a dry run of a new event). */
  circleIds: number[];
};

// Two imports at once (two staff, or two app instances seeding on their first start) take turns.
const IMPORT_LOCK = "SELECT pg_advisory_xact_lock(hashtext('catalogue-import'))";

const emptyEvent = (data: EventData): CurrentEvent => ({
  eventId: 0,
  data: { event: data.event, days: [], halls: [], blocks: [], placements: [], emptyDesks: [], genres: [], circles: [], works: [], shopLinks: [], exhibitors: [] },
  ids: { days: [], halls: [], blocks: [], genres: [], circles: [], works: [], exhibitors: [] },
  withdrawn: [],
  digests: false,
});

/**
 * Brings the database to the checked files with the client's open transaction (the caller commits, or rolls
 * back on any error, so that a failure writes nothing). Returns the change summary; `dryRun` stops before writing.
 */
export async function applyCatalogue(client: pg.ClientBase, data: EventData, options: ApplyOptions): Promise<ApplyResult> {
  const now = options.now ?? new Date().toISOString();
  await client.query(IMPORT_LOCK);
  const existing = await findEventId(client, data.event.code);
  const current = existing === undefined ? emptyEvent(data) : await readCurrentEvent(client, existing, { digests: true });
  const diff: ImportDiff = diffEvent(current, data);
  const counts = countFiles(data, options.cuts?.count ?? 0);

  let eventId = existing ?? null;
  let circleIds: number[] = [];
  let exhibitorIds: number[] = [];
  if (!options.dryRun) {
    if (existing === undefined) {
      const written = await writeNewEvent(client, data, deriveReadings(data, await loadReadingAnalyser()));
      ({ eventId, circleIds, exhibitorIds } = written);
    } else {
      ({ circles: circleIds, exhibitors: exhibitorIds } = await writeChanges(client, current, data, diff, now));
    }
    // A new event keeps the files' edit times, as for every other column.
    await writeOwnTranslations(client, data, { circles: circleIds, exhibitors: exhibitorIds }, existing === undefined ? null : now);
    if (eventId !== null) await replaceFandoms(client, eventId, data.fandoms ?? []);
  } else if (existing !== undefined) {
    const byWcid = new Map(current.data.circles.map((circle, index) => [circle.wcid, current.ids.circles[index] as number]));
    circleIds = data.circles.map((circle) => byWcid.get(circle.wcid) ?? 0);
    const byBooth = new Map(current.data.exhibitors.map((x, index) => [x.boothNumber, current.ids.exhibitors[index] as number]));
    exhibitorIds = data.exhibitors.map((x) => byBooth.get(x.boothNumber) ?? 0);
  }

  const ids = eventId === null ? undefined : {
    eventId,
    circles: new Map(data.circles.map((circle, index) => [circle.wcid, circleIds[index] ?? 0])),
    booths: new Map(data.exhibitors.map((x, index) => [x.boothNumber, exhibitorIds[index] ?? 0])),
  };
  const cuts = options.cuts && ids ? await options.cuts.apply(client, ids, options.dryRun) : { ...noCuts, new: options.cuts?.count ?? 0 };
  const imageResult: CutCounts & { newMenus?: readonly number[] } = options.images && ids ? await options.images.apply(client, ids, options.dryRun) : { ...noCuts, new: options.images?.count ?? 0 };
  const { newMenus = [], ...images } = imageResult;
  const withdrawn = diff.circles.withdrawn.map((circle) => circle.id);
  const withdrawnCuts = await dropWithdrawnCuts(client, withdrawn, options.dryRun);
  const withdrawnImages = await dropWithdrawnImages(client, withdrawn, options.dryRun);
  const summary = summarise(diff, data, { ...cuts, removed: cuts.removed + withdrawnCuts }, { ...images, removed: images.removed + withdrawnImages });
  let importId: number | null = null;
  if (!options.dryRun && eventId !== null) {
    importId = await recordImport(client, {
      eventId, fileHash: options.fileHash, source: options.source, counts, summary, diff: existing === undefined ? null : diff, circleIds, newMenus, importedAt: now,
    });
    // Open favourites and plan pages say so once this commits (decision 043).
    await notifyLiveWithDriver(client, liveChannels.catalogue, eventId, importId);
  }
  return { eventId, newEvent: existing === undefined, summary, counts, importId, circleIds };
}

/**
 * A withdrawn circle's stored cut goes back to the generated one, so that the organiser's picture of a
 * circle that is no longer there is no longer served; the files stay in the store (content-addressed,
 * another circle may share them). Returns how many there were.
 */
async function dropWithdrawnCuts(client: pg.ClientBase, circleIds: readonly number[], dryRun: boolean): Promise<number> {
  if (circleIds.length === 0) return 0;
  const where = `"circleId" = ANY($1::int4[]) AND kind = $2 AND "storageKey" IS NOT NULL`;
  const result = dryRun
    ? await client.query(`SELECT id FROM "Image" WHERE ${where}`, [circleIds, CIRCLE_CUT_KIND])
    : await client.query(`UPDATE "Image" SET "contentHash" = NULL, "storageKey" = NULL WHERE ${where} RETURNING id`, [circleIds, CIRCLE_CUT_KIND]);
  return result.rowCount ?? 0;
}

/** A withdrawn circle's images (its menus, its works' covers) go with it, whether or not the delivery has images.csv. */
async function dropWithdrawnImages(client: pg.ClientBase, circleIds: readonly number[], dryRun: boolean): Promise<number> {
  if (circleIds.length === 0) return 0;
  const where = `"circleId" = ANY($1::int4[])`;
  const result = await client.query(dryRun ? `SELECT id FROM "CatalogueImage" WHERE ${where}` : `DELETE FROM "CatalogueImage" WHERE ${where} RETURNING id`, [circleIds]);
  return result.rowCount ?? 0;
}
