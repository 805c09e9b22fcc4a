import { createHash } from 'node:crypto';
import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CUTS_FOLDER } from '@/lib/catalogue-import/format';
import type { Problems } from '@/lib/catalogue-import/problems';

/** The data files of an event folder, name (relative, `/`-separated) to bytes. */
export type EventFiles = Map<string, Uint8Array>;

/** A cut image not read yet: cuts together outweigh memory, so each is read when its turn comes. */
export type CutFile = { name: string; size: number; read(): Promise<Uint8Array> };

export type EventSource = {
  files: EventFiles;
  cuts: CutFile[];
  /** The files under images/ (named by images.csv); absent when the delivery has none. */
  images?: CutFile[];
  /** What the command was given, as staff typed it. */
  label: string;
  close(): Promise<void>;
};

/** A data file larger than this is refused before it is read. */
export const MAX_DATA_FILE_BYTES = 256 * 1024 * 1024;
/** A cut file larger than this is refused before it is read (the image check has its own, lower caps). */
export const MAX_CUT_FILE_BYTES = 32 * 1024 * 1024;
export const MAX_ENTRIES = 200_000;

const CUT_NAME = /^cuts\/(booth-)?\d{1,10}\.(jpe?g|png|webp)$/i;
const IMAGE_NAME = /^images\/.+\.(jpe?g|png|webp)$/i;

/** Where a file of the folder belongs: data (known names), a cut, or nowhere (reported, not read). */
export function classifyEntry(name: string, known: ReadonlySet<string>): 'data' | 'cut' | 'image' | 'unknown' | 'ignored' {
  if (leftByOperatingSystem(name)) return 'ignored';
  if (known.has(name)) return 'data';
  if (CUT_NAME.test(name)) return 'cut';
  if (IMAGE_NAME.test(name)) return 'image';
  return 'unknown';
}

/**
 * Files an operating system leaves behind, no mistake of staff: a Mac's `__MACOSX/` folder (the Finder's
 * "Compress") and `._<name>` resource forks (a Mac writing to a FAT stick), `.DS_Store`, Windows' `Thumbs.db`.
 */
export function leftByOperatingSystem(name: string): boolean {
  return name.startsWith('__MACOSX/') || /(^|\/)(\._[^/]*|\.DS_Store|Thumbs\.db|desktop\.ini)$/i.test(name);
}

/**
 * SHA-256 over the data files' names and bytes, in name order, then `extra` lines (the cuts'): the same
 * delivery always hashes the same. Taken in two steps, so that the data files' bytes can be let go before
 * the cuts are known (a 200 MB circles.csv need not stay in memory through the import).
 */
export function startFileHash(files: EventFiles): (extra: readonly string[]) => string {
  const hash = createHash('sha256');
  for (const name of [...files.keys()].sort()) {
    hash.update(`${name}\0`);
    hash.update(files.get(name) as Uint8Array);
  }
  return (extra) => {
    for (const line of extra) hash.update(`${line}\n`);
    return hash.digest('hex');
  };
}

export function hashFiles(files: EventFiles, extra: readonly string[] = []): string {
  return startFileHash(files)(extra);
}

async function listFolder(root: string, relative = ''): Promise<string[]> {
  const names: string[] = [];
  for (const entry of await readdir(path.join(root, relative), { withFileTypes: true })) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) names.push(...(await listFolder(root, name)));
    else names.push(name);
  }
  return names;
}

/** Reads an event folder: data files whole, cuts as lazy readers. */
export async function readEventFolder(root: string, known: ReadonlySet<string>, problems: Problems): Promise<EventSource> {
  const files: EventFiles = new Map();
  const cuts: CutFile[] = [];
  const images: CutFile[] = [];
  const names = await listFolder(root);
  if (names.length > MAX_ENTRIES) problems.add({ file: root, message: `holds ${names.length} files; at most ${MAX_ENTRIES} are read` });
  for (const name of names.slice(0, MAX_ENTRIES)) {
    const full = path.join(root, name);
    const stat = await lstat(full);
    // A symbolic link could lead anywhere on the machine; an event folder holds plain files.
    if (!stat.isFile()) {
      problems.add({ file: name, message: 'is not a plain file (a link?); not read' });
      continue;
    }
    const kind = classifyEntry(name, known);
    if (kind === 'data') {
      if (stat.size > MAX_DATA_FILE_BYTES) problems.add({ file: name, message: `is ${stat.size} bytes; at most ${MAX_DATA_FILE_BYTES} are read` });
      else files.set(name, await readFile(full));
    } else if (kind === 'cut' || kind === 'image') {
      if (stat.size > MAX_CUT_FILE_BYTES) problems.add({ file: name, message: `is ${stat.size} bytes; ${kind === 'cut' ? 'a cut' : 'an image'} may have at most ${MAX_CUT_FILE_BYTES}` });
      else (kind === 'cut' ? cuts : images).push({ name, size: stat.size, read: () => readFile(full) });
    } else if (kind === 'unknown') {
      problems.add({ file: name, message: name.startsWith(CUTS_FOLDER) ? 'is not named <circle id>.jpg|png|webp or booth-<number>.jpg|png|webp' : 'is not a file of the catalogue format' });
    }
  }
  return { files, cuts, images, label: root, close: async () => {} };
}
