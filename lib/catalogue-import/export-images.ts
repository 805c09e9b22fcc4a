import type pg from 'pg';
import type { EventFiles } from '@/lib/catalogue-import/event-files';
import { IMAGES_FOLDER } from '@/lib/catalogue-import/format';
import { writeImagesCsv, type ImageCsvRow } from '@/lib/catalogue-import/write-images';
import { isDrawnKey } from '@/lib/catalogue/drawn-image';
import type { CutStore } from '@/lib/cut-images/cut-store';
import { readImageHeader } from '@/lib/cut-images/image-header';
import { imageSourceKey, imageVariantKey } from '@/lib/cut-images/prepare-image';

type Row = { owner: string; kind: string; position: number; isAdult: boolean; altJa: string; altEn: string; altZh: string; storageKey: string };

/**
 * images.csv and its files for the export (decision 040): every image of the event's listed, not withdrawn
 * entries, each file the stored full size (the original is not kept; at most 2,048 px, which the import
 * converts to the same sizes again), or the file as delivered while its full size is still queued. A drawn demo image has no file and is left out, as is one whose file
 * the store no longer has; both are listed for the caller to report.
 */
export async function exportImageFiles(client: pg.ClientBase, eventId: number, store: Pick<CutStore, 'get'>): Promise<{ files: EventFiles; left: string[] }> {
  const result = await client.query<Row>(
    `SELECT i.owner, lower(i.kind::text) AS kind, i.position, i."isAdult", i."altJa", i."altEn", i."altZh", i."storageKey"
       FROM "CatalogueImage" i LEFT JOIN "Circle" c ON c.id = i."circleId"
      WHERE i."eventId" = $1 AND c."withdrawnAt" IS NULL
      ORDER BY i.owner, i.kind, i.position`,
    [eventId],
  );
  const files: EventFiles = new Map();
  const rows: ImageCsvRow[] = [];
  const left: string[] = [];
  const written = new Map<string, string>();
  for (const row of result.rows) {
    const label = `${row.owner} ${row.kind} ${row.position}`;
    if (isDrawnKey(row.storageKey)) {
      left.push(`${label}: drawn on request, no file`);
      continue;
    }
    // Named by content: an image several rows share is written once.
    let file = written.get(row.storageKey);
    if (!file) {
      const bytes = (await store.get(imageVariantKey(row.storageKey, 'full'))) ?? (await store.get(imageSourceKey(row.storageKey)));
      if (!bytes) {
        left.push(`${label}: its file is missing from the store`);
        continue;
      }
      const header = readImageHeader(bytes);
      file = `${row.storageKey.split('/').at(-1)}.${'format' in header && header.format === 'jpeg' ? 'jpg' : 'format' in header ? header.format : 'webp'}`;
      written.set(row.storageKey, file);
      files.set(`${IMAGES_FOLDER}${file}`, new Uint8Array(bytes));
    }
    rows.push({ owner: row.owner, kind: row.kind, position: row.position, file, adult: row.isAdult, altJa: row.altJa, altEn: row.altEn, altZh: row.altZh });
  }
  if (rows.length > 0) files.set(...writeImagesCsv(rows));
  return { files, left };
}
