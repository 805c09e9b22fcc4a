import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { EventData } from '@/lib/catalogue-import/event-data';
import type { EventFiles } from '@/lib/catalogue-import/event-files';
import { findEventId, readCurrentEvent, type CurrentEvent } from '@/lib/catalogue-import/read-current';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';

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

/** The event `code` in the exchange format, or undefined when the database has no such event. */
export async function exportEventFiles(client: pg.ClientBase, code: string): Promise<{ files: EventFiles; current: CurrentEvent } | undefined> {
  const eventId = await findEventId(client, code);
  if (eventId === undefined) return undefined;
  const current = await readCurrentEvent(client, eventId);
  return { files: writeEventFiles(listedData(current)), current };
}

export async function writeFilesToFolder(folder: string, files: EventFiles): Promise<void> {
  for (const [name, bytes] of files) {
    const target = path.join(folder, ...name.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
}
