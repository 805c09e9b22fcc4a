import type pg from 'pg';
import type { CutStep } from '@/lib/catalogue-import/apply-catalogue';
import type { EventData } from '@/lib/catalogue-import/event-data';
import type { CutFile } from '@/lib/catalogue-import/event-files';
import type { Problems } from '@/lib/catalogue-import/problems';
import { describeCutProblem } from '@/lib/cut-images/cut-problem';
import { cutContentHash, prepareCut } from '@/lib/cut-images/prepare-cut';

/** Where converted cuts go: the shape of lib/cut-images' CutStore that the import needs. */
export type CutSink = {
  has(key: string): Promise<boolean>;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  readonly description: string;
};

export type CutTarget = { kind: 'circle'; id: number } | { kind: 'booth'; id: number };
const targetKey = (target: CutTarget) => `${target.kind}:${target.id}`;

/** `cuts/10012345.jpg` → circle 10012345; `cuts/booth-7.png` → booth 7. Names were checked on reading. */
export function cutTarget(name: string): CutTarget | undefined {
  const match = /^cuts\/(booth-)?(\d{1,10})\.(?:jpe?g|png|webp)$/i.exec(name);
  if (!match) return undefined;
  return { kind: match[1] ? 'booth' : 'circle', id: Number(match[2]) };
}

/** A checked and stored cut, small enough to keep for every circle: the variants' bytes are already in the store. */
export type ReadyCut = { target: CutTarget; file: string; contentHash: string; storageKey: string };

export type CutStepOptions = {
  /** Absent: the cuts are checked only, and an import that would write them is refused. */
  store?: CutSink;
  dryRun: boolean;
  /** Content hash of each target's current cut (`circle:<id>`, `booth:<number>`), to skip unchanged files. */
  currentHashes: ReadonlyMap<string, string>;
  /** Conversions at once; libvips runs its own threads besides. */
  concurrency?: number;
};

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

  const ready: ReadyCut[] = [];
  const unchanged: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < work.length) {
      const { file, target } = work[next++] as (typeof work)[number];
      const bytes = await file.read();
      const contentHash = cutContentHash(bytes);
      if (options.currentHashes.get(targetKey(target)) === contentHash) {
        unchanged.push(targetKey(target));
        continue;
      }
      const prepared = await prepareCut(bytes);
      if (!prepared.ok) {
        problems.add({ file: file.name, message: describeCutProblem(prepared.problem) });
        continue;
      }
      if (options.store && !options.dryRun && !problems.any) {
        for (const variant of prepared.cut.variants) {
          if (!(await options.store.has(variant.key))) await options.store.put(variant.key, variant.bytes, variant.contentType);
        }
      }
      ready.push({ target, file: file.name, contentHash, storageKey: prepared.cut.storageKey });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker));

  const replaced = ready.filter((cut) => options.currentHashes.has(targetKey(cut.target))).length;
  return {
    count: work.length,
    hashLines: [...ready.map((cut) => `${cut.file} ${cut.contentHash}`), ...unchanged.map((key) => `${key} unchanged`)].sort(),
    async apply(client: pg.ClientBase, ids, dryRun) {
      const counts = { new: ready.length - replaced, replaced, unchanged: unchanged.length, removed: 0 };
      if (dryRun || ready.length === 0) return counts;
      // Pointing the Image rows at the stored files needs the Image content-hash column and the serving
      // route of lib/cut-images (decision 032, "Cuts"): until they exist, a write is refused, never faked.
      void client;
      void ids;
      throw new Error('Cut images cannot be recorded yet: the Image content-hash column is not in this build');
    },
  };
}
