import { imageColumns, IMAGES_FILE } from '@/lib/catalogue-import/format';
import { writeCsvQuotedWhereNeeded } from '@/lib/text/csv';

/** One row of images.csv as the export and the demo write it. */
export type ImageCsvRow = { owner: string; kind: string; position: number; file: string; adult: boolean; altJa: string; altEn: string; altZh: string };

/** images.csv through the product's one CSV writer, with the byte-order mark the other files have. */
export function writeImagesCsv(rows: readonly ImageCsvRow[]): [typeof IMAGES_FILE, Uint8Array] {
  const cells = rows.map((row) => [row.owner, row.kind, row.position, row.file, row.adult ? 1 : 0, row.altJa, row.altEn, row.altZh]);
  return [IMAGES_FILE, new TextEncoder().encode(`\uFEFF${writeCsvQuotedWhereNeeded([[...imageColumns], ...cells])}`)];
}
