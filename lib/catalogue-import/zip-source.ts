import { promisify } from 'node:util';
import yauzl from 'yauzl';
import { classifyEntry, leftByOperatingSystem, MAX_CUT_FILE_BYTES, MAX_DATA_FILE_BYTES, MAX_ENTRIES, type CutFile, type EventFiles, type EventSource } from '@/lib/catalogue-import/event-files';
import type { Problems } from '@/lib/catalogue-import/problems';

/** All entries together may not unpack to more than this (a zip bomb stops here at the latest). */
export const MAX_TOTAL_UNPACKED_BYTES = 4 * 1024 * 1024 * 1024;
// Text and images never shrink a thousandfold; an entry that claims to is built to blow up.
const MAX_RATIO = 200;
const RATIO_FLOOR_BYTES = 1024 * 1024;

const openZip = promisify<string, yauzl.Options, yauzl.ZipFile>(yauzl.open);

/** `..`, absolute paths, drive letters and backslashes: names that could point outside the folder. */
export function unsafeEntryName(name: string): boolean {
  return name.startsWith('/') || /^[a-z]:/i.test(name) || name.includes('\\') || name.split('/').some((part) => part === '..');
}

/** The entry's name as text: UTF-8 when the zip says so (bit 11), else as the bytes stand (CP437's ASCII half). */
function entryName(entry: yauzl.Entry): string {
  const raw = entry.fileName as unknown as Buffer | string;
  if (typeof raw === 'string') return raw;
  return (entry.generalPurposeBitFlag & 0x800) !== 0 ? raw.toString('utf8') : raw.toString('latin1');
}

/**
 * Reads an entry to the end, counting the bytes that actually come out: the declared size is the
 * zip's word only, and a crafted entry may unpack to far more.
 */
function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, cap: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error('no stream'));
      const chunks: Buffer[] = [];
      let total = 0;
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > cap) {
          stream.destroy(new Error(`unpacks to more than ${cap} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks, total)));
    });
  });
}

function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | undefined> {
  return new Promise((resolve, reject) => {
    const onEntry = (entry: yauzl.Entry) => {
      cleanup();
      resolve(entry);
    };
    const onEnd = () => {
      cleanup();
      resolve(undefined);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

/**
 * Reads a `.zip` of an event folder. A single top folder inside the zip (as "compress folder" makes) is
 * taken as the root. Unsafe names, too many entries, oversized or suspiciously compressed entries are
 * problems; nothing of the zip is ever written to disk.
 */
export async function readEventZip(file: string, known: ReadonlySet<string>, problems: Problems): Promise<EventSource> {
  let zip: yauzl.ZipFile;
  try {
    // Names are decoded here rather than by yauzl, which stops at the first unsafe name: every one must be reported.
    zip = await openZip(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false, decodeStrings: false });
  } catch (error) {
    problems.add({ file, message: `is not a readable zip (${(error as Error).message})` });
    return { files: new Map(), cuts: [], label: file, close: async () => {} };
  }
  const entries: yauzl.Entry[] = [];
  for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
    if (entries.length >= MAX_ENTRIES) {
      problems.add({ file, message: `has more than ${MAX_ENTRIES} entries; refused as a possible zip bomb` });
      break;
    }
    entries.push(entry);
  }
  for (const entry of entries) entry.fileName = entryName(entry);
  const fileEntries = entries.filter((entry) => !entry.fileName.endsWith('/'));
  // `__MACOSX/` beside the folder is no second top folder.
  const rooted = fileEntries.filter((entry) => !leftByOperatingSystem(entry.fileName));
  const tops = new Set(rooted.map((entry) => entry.fileName.split('/')[0]));
  const prefix = tops.size === 1 && rooted.every((entry) => entry.fileName.includes('/')) && !known.has(rooted[0]?.fileName ?? '') ? `${[...tops][0]}/` : '';

  const files: EventFiles = new Map();
  const cuts: CutFile[] = [];
  const images: CutFile[] = [];
  let declaredTotal = 0;
  for (const entry of fileEntries) {
    const raw = entry.fileName;
    if (unsafeEntryName(raw)) {
      problems.add({ file: raw, message: 'zip entry name leaves the folder (.. or an absolute path); the zip is refused' });
      continue;
    }
    const name = raw.startsWith(prefix) ? raw.slice(prefix.length) : raw;
    declaredTotal += entry.uncompressedSize;
    if (entry.uncompressedSize > RATIO_FLOOR_BYTES && entry.uncompressedSize > entry.compressedSize * MAX_RATIO) {
      problems.add({ file: name, message: `claims to unpack ${entry.compressedSize} bytes to ${entry.uncompressedSize}; refused as a zip bomb` });
      continue;
    }
    const kind = classifyEntry(name, known);
    if (kind === 'data') {
      if (entry.uncompressedSize > MAX_DATA_FILE_BYTES) problems.add({ file: name, message: `unpacks to ${entry.uncompressedSize} bytes; at most ${MAX_DATA_FILE_BYTES} are read` });
      else files.set(name, new Uint8Array()); // read below, once the whole directory passed
    } else if (kind === 'cut' || kind === 'image') {
      if (entry.uncompressedSize > MAX_CUT_FILE_BYTES) problems.add({ file: name, message: `unpacks to ${entry.uncompressedSize} bytes; ${kind === 'cut' ? 'a cut' : 'an image'} may have at most ${MAX_CUT_FILE_BYTES}` });
      else (kind === 'cut' ? cuts : images).push({ name, size: entry.uncompressedSize, read: () => readEntry(zip, entry, Math.min(entry.uncompressedSize, MAX_CUT_FILE_BYTES)) });
    } else if (kind === 'unknown') {
      problems.add({ file: name, message: 'is not a file of the catalogue format' });
    }
  }
  if (declaredTotal > MAX_TOTAL_UNPACKED_BYTES) problems.add({ file, message: `unpacks to ${declaredTotal} bytes in all; at most ${MAX_TOTAL_UNPACKED_BYTES}; refused as a possible zip bomb` });
  const close = async () => zip.close();
  if (problems.any) return { files, cuts, images, label: file, close };
  for (const entry of fileEntries) {
    const name = entry.fileName.slice(prefix.length);
    if (!files.has(name)) continue;
    try {
      files.set(name, await readEntry(zip, entry, Math.min(entry.uncompressedSize, MAX_DATA_FILE_BYTES)));
    } catch (error) {
      problems.add({ file: name, message: `could not be unpacked: ${(error as Error).message}` });
    }
  }
  return { files, cuts, images, label: file, close };
}
