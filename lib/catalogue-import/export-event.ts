import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { EventData } from '@/lib/catalogue-import/event-data';
import type { EventFiles } from '@/lib/catalogue-import/event-files';
import { findEventId, readCurrentEvent, type CurrentEvent } from '@/lib/catalogue-import/read-current';
import { withOwnTranslations } from '@/lib/catalogue-import/read-own-translations';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { CIRCLE_CUT_KIND, EXHIBITOR_CUT_KIND } from '@/lib/catalogue/cut-image';
import type { CutStore } from '@/lib/cut-images/cut-store';
import { cutVariantKey } from '@/lib/cut-images/prepare-cut';

/** The event as the files would have it: withdrawn circles are not in the organiser's files, so not here either. */
export function listedData(current: CurrentEvent): EventData {
  const { data, withdrawn } = current;
  const newIndex = new Map<number, number>();
  const circles = data.circles.filter((_, index) => {
    if (withdrawn[index]) return false;
    newIndex.set(index, newIndex.size);
    return true;
  });
  const keep = <T extends { circleIndex: number }>(rows: readonly T[]) =>
    rows.flatMap((row) => {
      const index = newIndex.get(row.circleIndex);
      return index === undefined ? [] : [{ ...row, circleIndex: index }];
    });
  return { ...data, circles, placements: keep(data.placements), works: keep(data.works), shopLinks: keep(data.shopLinks) };
}

/**
 * The event `code` in the exchange format, with the circles' and exhibitors' own translations and without
 * machine translations, or undefined when the database has no such event.
 */
export async function exportEventFiles(client: pg.ClientBase, code: string): Promise<{ files: EventFiles; current: CurrentEvent } | undefined> {
  const eventId = await findEventId(client, code);
  if (eventId === undefined) return undefined;
  const current = await withOwnTranslations(client, await readCurrentEvent(client, eventId));
  return { files: writeEventFiles(listedData(current)), current };
}

export async function writeFilesToFolder(folder: string, files: EventFiles): Promise<void> {
  for (const [name, bytes] of files) {
    const target = path.join(folder, ...name.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
}

/**
 * The organiser's cuts the catalogue holds, written to `folder/cuts/` one at a time (together they outweigh
 * memory): `<circle id>.webp` for each listed circle, `booth-<number>.webp` for each booth. The store keeps
 * the converted files, not the ones delivered, so each is the 2× WebP; imported again, it is converted again
 * to the same size. Returns how many were written.
 */
export async function exportCutFiles(client: pg.ClientBase, code: string, store: Pick<CutStore, 'get'>, folder: string): Promise<number> {
  const result = await client.query<{ name: string; key: string }>(
    `SELECT 'cuts/' || c.wcid || '.webp' AS name, i."storageKey" AS key FROM "Image" i JOIN "Circle" c ON c.id = i."circleId" JOIN "Event" e ON e.id = c."eventId"
       WHERE e.code = $1 AND i.kind = $2 AND i."storageKey" IS NOT NULL AND c."withdrawnAt" IS NULL
     UNION ALL
     SELECT 'cuts/booth-' || x."boothNumber" || '.webp', i."storageKey" FROM "Image" i JOIN "Exhibitor" x ON x.id = i."exhibitorId" JOIN "Event" e ON e.id = x."eventId"
       WHERE e.code = $1 AND i.kind = $3 AND i."storageKey" IS NOT NULL
     ORDER BY 1`,
    [code, CIRCLE_CUT_KIND, EXHIBITOR_CUT_KIND],
  );
  await mkdir(path.join(folder, 'cuts'), { recursive: true });
  let written = 0;
  for (const { name, key } of result.rows) {
    const bytes = await store.get(cutVariantKey(key, '2x'));
    if (!bytes) throw new Error(`The cut store has no ${cutVariantKey(key, '2x')} for ${name}`);
    await writeFile(path.join(folder, ...name.split('/')), bytes);
    written += 1;
  }
  return written;
}
