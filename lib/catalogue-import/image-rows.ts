import { readCsvTable } from '@/lib/catalogue-import/csv-table';
import type { EventData } from '@/lib/catalogue-import/event-data';
import type { CutFile, EventFiles } from '@/lib/catalogue-import/event-files';
import { CIRCLES_FILE, EXHIBITORS_FILE, IMAGES_FILE, IMAGES_FOLDER, imageColumns, WORKS_FILE } from '@/lib/catalogue-import/format';
import { imageOwnerText, imageRowSchema, type ImageOwner } from '@/lib/catalogue-import/image-schemas';
import type { Problems } from '@/lib/catalogue-import/problems';
import { zodProblems } from '@/lib/catalogue-import/zod-problems';
import type { CatalogueImageKind } from '@/lib/generated/prisma/client';

/** One checked row of images.csv: its owner is in the files and its file in images/. */
export type ImageEntry = {
  line: number;
  owner: ImageOwner;
  /** `owner|KIND|position`: the key an image keeps across imports. */
  key: string;
  ownerText: string;
  kind: CatalogueImageKind;
  position: number;
  isAdult: boolean;
  altJa: string;
  altEn: string;
  altZh: string;
  file: CutFile;
};

export const imageKey = (ownerText: string, kind: string, position: number) => `${ownerText}|${kind}|${position}`;

function ownerMissing(owner: ImageOwner, data: { circles: Set<number>; works: Set<string>; booths: Set<number> }): string | undefined {
  if (owner.kind === 'circle') return data.circles.has(owner.circleId) ? undefined : `circle ${owner.circleId} is not in ${CIRCLES_FILE}`;
  if (owner.kind === 'work') {
    if (!data.circles.has(owner.circleId)) return `circle ${owner.circleId} is not in ${CIRCLES_FILE}`;
    return data.works.has(`${owner.circleId}/${owner.position}`) ? undefined : `circle ${owner.circleId} has no work at position ${owner.position} in ${WORKS_FILE}`;
  }
  return data.booths.has(owner.booth) ? undefined : `booth ${owner.booth} is not in ${EXHIBITORS_FILE}`;
}

/**
 * Reads images.csv against the checked files: each row's owner must be in them, each (owner, kind,
 * position) once, and its file under images/; every file under images/ must be named by a row (a file
 * nobody names is a mistake in the delivery, not something to drop quietly). Returns undefined when the
 * delivery has no images.csv: the event's images then stay as they are.
 */
export function readImageEntries(files: EventFiles, imageFiles: readonly CutFile[], data: EventData, problems: Problems): ImageEntry[] | undefined {
  const bytes = files.get(IMAGES_FILE);
  if (!bytes) {
    if (imageFiles.length > 0) problems.add({ file: IMAGES_FOLDER, message: `holds ${imageFiles.length} files but the delivery has no ${IMAGES_FILE} to say whose they are` });
    return undefined;
  }
  const known = {
    circles: new Set(data.circles.map((circle) => circle.wcid)),
    works: new Set(data.works.map((work) => `${data.circles[work.circleIndex]?.wcid}/${work.sortOrder}`)),
    booths: new Set(data.exhibitors.map((booth) => booth.boothNumber)),
  };
  const byName = new Map(imageFiles.map((file) => [file.name, file]));
  const named = new Set<string>();
  const firstLine = new Map<string, number>();
  const entries: ImageEntry[] = [];
  for (const { line, cells } of readCsvTable(IMAGES_FILE, bytes, imageColumns, problems)) {
    const parsed = imageRowSchema.safeParse(cells);
    if (!parsed.success) {
      zodProblems(IMAGES_FILE, line, parsed.error, cells, problems);
      continue;
    }
    const row = parsed.data;
    const at = (field: string, message: string) => problems.add({ file: IMAGES_FILE, line, field, message });
    const ownerText = imageOwnerText(row.owner);
    const kind = row.kind.toUpperCase() as CatalogueImageKind;
    const key = imageKey(ownerText, kind, row.position);
    const name = `${IMAGES_FOLDER}${row.file}`;
    named.add(name);
    const missing = ownerMissing(row.owner, known);
    const file = byName.get(name);
    if (missing) at('owner', missing);
    else if (firstLine.has(key)) at('position', `${ownerText} has a second ${row.kind} at position ${row.position} (line ${firstLine.get(key)} is the first)`);
    else if (!file) at('file', `${name} is not in the delivery`);
    else entries.push({ line, owner: row.owner, key, ownerText, kind, position: row.position, isAdult: row.adult, altJa: row.alt_ja, altEn: row.alt_en, altZh: row.alt_zh, file });
    if (!firstLine.has(key)) firstLine.set(key, line);
  }
  for (const file of imageFiles) if (!named.has(file.name)) problems.add({ file: file.name, message: `is not named by any row of ${IMAGES_FILE}` });
  return entries;
}
