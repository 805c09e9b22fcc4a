import type pg from 'pg';
import type { CutStep, SkippedImage } from '@/lib/catalogue-import/apply-catalogue';
import type { EventData } from '@/lib/catalogue-import/event-data';
import type { CutFile } from '@/lib/catalogue-import/event-files';
import { conversionsAtOnce, convertInPool, valuesOrThrow } from '@/lib/catalogue-import/convert-pool';
import type { Problems } from '@/lib/catalogue-import/problems';
import { describeCutProblem } from '@/lib/cut-images/cut-problem';
import { cutContentHash, prepareCut } from '@/lib/cut-images/prepare-cut';
import { CIRCLE_CUT_KIND, EXHIBITOR_CUT_KIND } from '@/lib/catalogue/cut-image';

/** Where converted cuts go: the shape of lib/cut-images' CutStore that the import needs. */
export type CutSink = {
  has(key: string): Promise<boolean>;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  readonly description: string;
};

type CutTarget = { kind: 'circle'; id: number } | { kind: 'booth'; id: number };
const targetKey = (target: CutTarget) => `${target.kind}:${target.id}`;

/** `cuts/10012345.jpg` → circle 10012345; `cuts/booth-7.png` → booth 7. Names were checked on reading. */
export function cutTarget(name: string): CutTarget | undefined {
  const match = /^cuts\/(booth-)?(\d{1,10})\.(?:jpe?g|png|webp)$/i.exec(name);
  if (!match) return undefined;
  return { kind: match[1] ? 'booth' : 'circle', id: Number(match[2]) };
}

/** A checked and stored cut, small enough to keep for every circle: the variants' bytes are already in the store. */
type ReadyCut = { target: CutTarget; file: string; contentHash: string; storageKey: string };
type CutOutcome = { file: CutFile; target: CutTarget; contentHash?: string; unreadable?: string; unchanged?: true; storageKey?: string };

/** Writes the converted sizes the store does not hold yet (content-addressed: the same key, the same bytes). */
export async function storeVariants(store: CutSink, variants: readonly { key: string; bytes: Uint8Array; contentType: string }[]): Promise<void> {
  for (const variant of variants) if (!(await store.has(variant.key))) await store.put(variant.key, variant.bytes, variant.contentType);
}

export type CutStepOptions = {
  /** Absent: the cuts are checked only, and an import that would write them is refused. */
  store?: CutSink;
  dryRun: boolean;
  /** Content hash of each target's current cut (`circle:<id>`, `booth:<number>`), to skip unchanged files. */
  currentHashes: ReadonlyMap<string, string>;
  /** Conversions at once (default: one per core). */
  concurrency?: number;
  /** `--skip-bad-images`: a file that cannot be read as an image is listed and left out, not a problem. */
  skipBadImages?: boolean;
};

const SKIP_HINT = '; --skip-bad-images imports the rest without it';

/**
 * The import's cut step, run with the other checks before anything is written: each file must name a
 * circle or booth of the files, once; its content is checked and converted (lib/cut-images) unless the
 * same bytes are already the target's cut; converted files are stored right away (content-addressed, so
 * a later failure leaves only unreferenced files, and memory holds no more than a few cuts at a time).
 */
export async function prepareCutStep(cuts: readonly CutFile[], data: EventData, problems: Problems, options: CutStepOptions): Promise<CutStep> {
  const circles = new Set(data.circles.map((circle) => circle.wcid));
  const booths = new Set(data.exhibitors.map((booth) => booth.boothNumber));
  const seen = new Map<string, string>();
  const work: { file: CutFile; target: CutTarget }[] = [];
  for (const file of cuts) {
    const target = cutTarget(file.name);
    if (!target) continue;
    const key = targetKey(target);
    if (seen.has(key)) problems.add({ file: file.name, message: `a second cut for the same ${target.kind} (${seen.get(key)} is the first)` });
    else if (!(target.kind === 'circle' ? circles : booths).has(target.id)) problems.add({ file: file.name, message: `names ${target.kind} ${target.id}, which is not in ${target.kind === 'circle' ? 'circles.csv' : 'exhibitors.csv'}` });
    else work.push({ file, target });
    seen.set(key, seen.get(key) ?? file.name);
  }
  if (work.length > 0 && !options.store && !options.dryRun) {
    problems.add({ file: 'cuts/', message: 'no cut storage is set up for this importer, so cut files cannot be written; check them with --dry-run' });
  }

  // Each file's outcome, in the files' order whatever order they finished in: a file that cannot be
  // read or decoded is a value (a problem or a skip); a store that fails throws once all have settled.
  // Once the import is sure to be refused, converted files are no longer stored.
  let refused = false;
  const badFile = (outcome: CutOutcome & { unreadable: string }) => {
    if (!options.skipBadImages) refused = true;
    return outcome;
  };
  const outcomes = valuesOrThrow(
    await convertInPool(work, options.concurrency ?? conversionsAtOnce(), async ({ file, target }): Promise<CutOutcome> => {
      let bytes: Uint8Array;
      try {
        bytes = await file.read();
      } catch (error) {
        return badFile({ file, target, unreadable: `could not be read: ${(error as Error).message}` });
      }
      const contentHash = cutContentHash(bytes);
      if (options.currentHashes.get(targetKey(target)) === contentHash) return { file, target, contentHash, unchanged: true };
      const prepared = await prepareCut(bytes);
      if (!prepared.ok) return badFile({ file, target, contentHash, unreadable: describeCutProblem(prepared.problem) });
      if (options.store && !options.dryRun && !problems.any && !refused) await storeVariants(options.store, prepared.cut.variants);
      return { file, target, contentHash, storageKey: prepared.cut.storageKey };
    }),
  );
  const ready: ReadyCut[] = [];
  const unchanged: string[] = [];
  const skipped: (SkippedImage & { target: string })[] = [];
  // The delivery's own content, as the history's SHA-256 takes it: the same files hash the same whether
  // their cuts were new to the database or already stored.
  const hashLines: string[] = [];
  for (const outcome of outcomes) {
    const { file, target } = outcome;
    if (outcome.contentHash) hashLines.push(`${file.name} ${outcome.contentHash}`);
    if (outcome.unreadable !== undefined) {
      if (options.skipBadImages) skipped.push({ file: file.name, message: outcome.unreadable, target: targetKey(target) });
      else problems.add({ file: file.name, message: `${outcome.unreadable}${SKIP_HINT}` });
    } else if (outcome.unchanged) unchanged.push(targetKey(target));
    else if (outcome.storageKey && outcome.contentHash) ready.push({ target, file: file.name, contentHash: outcome.contentHash, storageKey: outcome.storageKey });
  }

  const replaced = ready.filter((cut) => options.currentHashes.has(targetKey(cut.target))).length;
  // A skipped file's target keeps what it had: a bad new file is no reason to drop a good stored cut.
  const keptTargets = [...ready.map((cut) => targetKey(cut.target)), ...unchanged, ...skipped.map((image) => image.target)];
  return {
    count: work.length,
    skipped: skipped.map(({ file, message }) => ({ file, message })).sort((a, b) => a.file.localeCompare(b.file)),
    hashLines: hashLines.sort(),
    async apply(client, ids, dryRun) {
      // A delivery with cut files is the whole set: a stored cut whose file is gone goes back to the generated
      // one. A circle or booth the files no longer have is none of this step's business (the import drops a
      // withdrawn circle's cut whether or not the delivery has cut files).
      const kept = new Set(keptTargets);
      const delivered = (key: string) => {
        const [kind, id] = key.split(':');
        return (kind === 'circle' ? circles : booths).has(Number(id));
      };
      const gone = [...options.currentHashes.keys()].filter((key) => !kept.has(key) && delivered(key));
      const counts = { new: ready.length - replaced, replaced, unchanged: unchanged.length, removed: gone.length };
      if (dryRun) return counts;
      await recordCuts(client, ids, ready, gone);
      return counts;
    },
  };
}

type EventIds = Parameters<CutStep['apply']>[1];

/** Points each target's cut Image at its stored files (or back at the generated cut), and marks the entry edited. */
async function recordCuts(client: pg.ClientBase, ids: EventIds, ready: readonly ReadyCut[], gone: readonly string[]): Promise<void> {
  const idOf = (kind: 'circle' | 'booth', id: number) => (kind === 'circle' ? ids.circles : ids.booths).get(id);
  const rows = [
    ...ready.map((cut) => ({ kind: cut.target.kind, id: idOf(cut.target.kind, cut.target.id), hash: cut.contentHash as string | null, key: cut.storageKey as string | null })),
    ...gone.map((key) => {
      const [kind, id] = key.split(':') as ['circle' | 'booth', string];
      return { kind, id: idOf(kind, Number(id)), hash: null, key: null };
    }),
  ].filter((row): row is { kind: 'circle' | 'booth'; id: number; hash: string | null; key: string | null } => row.id !== undefined && row.id > 0);
  for (const kind of ['circle', 'booth'] as const) {
    const list = rows.filter((row) => row.kind === kind);
    if (list.length === 0) continue;
    const owner = kind === 'circle' ? '"circleId"' : '"exhibitorId"';
    const imageKind = kind === 'circle' ? CIRCLE_CUT_KIND : EXHIBITOR_CUT_KIND;
    await client.query(
      `UPDATE "Image" i SET "contentHash" = v.hash, "storageKey" = v.key
       FROM unnest($1::int4[], $2::text[], $3::text[]) AS v(owner, hash, key) WHERE i.${owner} = v.owner AND i.kind = $4`,
      [list.map((row) => row.id), list.map((row) => row.hash), list.map((row) => row.key), imageKind],
    );
    // The cut route's ETag follows the entry's edit time; the index's signature too.
    await client.query(`UPDATE "${kind === 'circle' ? 'Circle' : 'Exhibitor'}" SET "updatedAt" = now() AT TIME ZONE 'UTC' WHERE id = ANY($1::int4[])`, [list.map((row) => row.id)]);
  }
}

/** The content hash of every stored cut of the event, keyed as the cut step keys its targets. */
export async function readCurrentCutHashes(client: pg.ClientBase, eventCode: string): Promise<Map<string, string>> {
  const result = await client.query<{ key: string; hash: string }>(
    `SELECT 'circle:' || c.wcid AS key, i."contentHash" AS hash FROM "Image" i JOIN "Circle" c ON c.id = i."circleId" JOIN "Event" e ON e.id = c."eventId"
       WHERE e.code = $1 AND i.kind = $2 AND i."contentHash" IS NOT NULL
     UNION ALL
     SELECT 'booth:' || x."boothNumber", i."contentHash" FROM "Image" i JOIN "Exhibitor" x ON x.id = i."exhibitorId" JOIN "Event" e ON e.id = x."eventId"
       WHERE e.code = $1 AND i.kind = $3 AND i."contentHash" IS NOT NULL`,
    [eventCode, CIRCLE_CUT_KIND, EXHIBITOR_CUT_KIND],
  );
  return new Map(result.rows.map((row) => [row.key, row.hash]));
}
