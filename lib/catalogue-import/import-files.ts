import { stat } from 'node:fs/promises';
import pg from 'pg';
import { applyCatalogue, type ApplyResult, type SkippedImage } from '@/lib/catalogue-import/apply-catalogue';
import { prepareCutStep, readCurrentCutHashes, type CutSink } from '@/lib/catalogue-import/cut-step';
import type { EventData } from '@/lib/catalogue-import/event-data';
import { prepareImageStep, readCurrentImages } from '@/lib/catalogue-import/image-step';
import { readEventFolder, startFileHash, type EventSource } from '@/lib/catalogue-import/event-files';
import { CIRCLES_FILE, EVENT_FILE } from '@/lib/catalogue-import/format';
import { findLostCharacters, type LostCharacters } from '@/lib/catalogue-import/lost-characters';
import { KNOWN_FILES, parseEventFiles } from '@/lib/catalogue-import/parse-event-files';
import { CatalogueImportError, Problems } from '@/lib/catalogue-import/problems';
import { readEventZip } from '@/lib/catalogue-import/zip-source';

export type ImportFilesOptions = {
  dryRun: boolean;
  /** The event the catalogue serves (the EVENT setting). */
  currentEventCode: string;
  /** `--event CODE`: staff confirm that the files are for another event than the one served. */
  confirmEventCode?: string;
  /** Where converted cut files go; without one, cuts are checked (and a dry run counts them) but not written. */
  cutStore?: CutSink;
  /** `--skip-bad-images`: an unreadable image file is left out and listed, and the rest is written. */
  skipBadImages?: boolean;
  now?: Date;
  /** Told as each phase starts (bench:catalogue-import times them); `done` after the transaction. */
  onPhase?: (phase: ImportPhase) => void;
};

export type ImportPhase = 'parse' | 'cuts' | 'images' | 'write' | 'done';

/**
 * `data`: the files as read, for the steps after the import (the translation's count on a dry run).
 * `lostCharacters`: circles whose text in a Shift_JIS circles.csv has `?` for characters the catalogue holds (a warning).
 */
export type ImportFilesResult = ApplyResult & { fileHash: string; skippedImages: readonly SkippedImage[]; data: EventData; lostCharacters: readonly LostCharacters[] };

export async function openEventSource(input: string, problems: Problems): Promise<EventSource> {
  const info = await stat(input).catch(() => undefined);
  if (!info) {
    problems.add({ file: input, message: 'does not exist' });
    return { files: new Map(), cuts: [], label: input, close: async () => {} };
  }
  if (info.isDirectory()) return readEventFolder(input, KNOWN_FILES, problems);
  return readEventZip(input, KNOWN_FILES, problems);
}

/** The files' event must be the one served, unless staff name it with `--event`. */
export function checkEventCode(data: EventData | undefined, options: Pick<ImportFilesOptions, 'currentEventCode' | 'confirmEventCode'>, problems: Problems): void {
  if (!data || data.event.code === options.currentEventCode) return;
  if (options.confirmEventCode === data.event.code) return;
  problems.add({
    file: EVENT_FILE,
    field: 'code',
    message: `the files are for event ${data.event.code} but the catalogue serves ${options.currentEventCode}; pass --event ${data.event.code} to import them anyway`,
  });
}

async function readWith<T>(connectionString: string, read: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await read(client);
  } finally {
    await client.end();
  }
}
const cutHashes = (connectionString: string, eventCode: string) => readWith(connectionString, (client) => readCurrentCutHashes(client, eventCode));

/**
 * `npm run catalogue:import`: reads a folder or zip, checks everything, and only then writes, in one
 * transaction. Any problem throws CatalogueImportError with all of them; the database is left as it was.
 */
export async function importCatalogueFiles(connectionString: string, input: string, options: ImportFilesOptions): Promise<ImportFilesResult> {
  const problems = new Problems();
  const phase = options.onPhase ?? (() => {});
  phase('parse');
  const source = await openEventSource(input, problems);
  try {
    const finishHash = startFileHash(source.files);
    // Parsing takes each file out of the map once decoded: the bytes are not needed again (memory, issue 49).
    const data = problems.any ? undefined : parseEventFiles(source.files, problems, (options.now ?? new Date()).toISOString(), { release: true });
    checkEventCode(data, options, problems);
    phase('cuts');
    const cuts = data && source.cuts.length > 0
      ? await prepareCutStep(source.cuts, data, problems, { store: options.cutStore, dryRun: options.dryRun, skipBadImages: options.skipBadImages, currentHashes: await cutHashes(connectionString, data.event.code) })
      : undefined;
    phase('images');
    const images = data
      ? await prepareImageStep(source.files, source.images ?? [], data, problems, { store: options.cutStore, dryRun: options.dryRun, skipBadImages: options.skipBadImages, current: await readWith(connectionString, (client) => readCurrentImages(client, data.event.code)) })
      : undefined;
    if (!data && !problems.any) problems.add({ file: input, message: 'could not be read' });
    if (problems.any || !data) throw new CatalogueImportError(problems.listed, problems.total, problems.skippedNotes());
    phase('write');
    const fileHash = finishHash([...(cuts?.hashLines ?? []), ...(images?.hashLines ?? [])]);
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      await client.query('BEGIN');
      // Read before the import overwrites the text it compares with.
      const lost = problems.shiftJisFiles.has(CIRCLES_FILE) ? await findLostCharacters(client, data) : [];
      const result = await applyCatalogue(client, data, { dryRun: options.dryRun, source: input, fileHash, now: (options.now ?? new Date()).toISOString(), cuts, images });
      await client.query(options.dryRun ? 'ROLLBACK' : 'COMMIT');
      phase('done');
      return { ...result, fileHash, skippedImages: [...(cuts?.skipped ?? []), ...(images?.skipped ?? [])], data, lostCharacters: lost };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      await client.end();
    }
  } finally {
    await source.close();
  }
}
