import { resolveEncoding, type ChecklistEncoding } from './encodings';
import { ChecklistError } from './errors';
import { splitHeaderLine, toHeader, type ChecklistHeader } from './header';
import { MAX_CHECKLIST_BYTES } from './limits';

export { MAX_CHECKLIST_BYTES };

// A header is a few dozen bytes; looking further for its line break would only scan binary files.
const HEADER_SCAN_LIMIT = 4096;
const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

export interface DecodedChecklist {
  text: string;
  /** The encoding the text was read with, which is not always the one the header names. */
  encoding: ChecklistEncoding;
  header: ChecklistHeader;
  byteOrderMark: boolean;
  /** Some bytes were invalid in every encoding tried and became U+FFFD; the preview should say so. */
  lossy: boolean;
}

function hasUtf8Bom(bytes: Uint8Array): boolean {
  return UTF8_BOM.every((byte, index) => bytes[index] === byte);
}

function isBlank(bytes: Uint8Array): boolean {
  // Space, tab, CR and LF only: a file of empty lines is as empty as a zero-byte one.
  return bytes.every((byte) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d);
}

function isLineBreak(byte: number | undefined): boolean {
  return byte === 0x0a || byte === 0x0d;
}

/** The first non-empty line, as the parser will also skip blank lines above the header. */
function readHeaderLine(bytes: Uint8Array): string {
  const limit = Math.min(bytes.length, HEADER_SCAN_LIMIT);
  let start = 0;
  while (start < limit && isLineBreak(bytes[start])) start++;
  let end = start;
  while (end < limit && !isLineBreak(bytes[end])) end++;
  // Byte for byte, so that a non-ASCII header cannot throw here; the fields that matter are ASCII.
  return String.fromCharCode(...bytes.subarray(start, end));
}

function decodeStrict(bytes: Uint8Array, encoding: ChecklistEncoding): string | undefined {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function decodeBody(
  bytes: Uint8Array,
  named: ChecklistEncoding | undefined,
): { text: string; encoding: ChecklistEncoding; lossy: boolean } {
  if (named === undefined) {
    const text = decodeStrict(bytes, 'utf-8');
    if (text === undefined) throw new ChecklistError('invalidEncoding');
    return { text, encoding: 'utf-8', lossy: false };
  }
  const text = decodeStrict(bytes, named);
  if (text !== undefined) return { text, encoding: named, lossy: false };
  // Files re-saved by an editor often keep a Shift_JIS header over UTF-8 text.
  if (named !== 'utf-8') {
    const utf8 = decodeStrict(bytes, 'utf-8');
    if (utf8 !== undefined) return { text: utf8, encoding: 'utf-8', lossy: false };
  }
  // One bad byte must not cost the user the whole list: keep the rest and flag the loss.
  return { text: new TextDecoder(named, { ignoreBOM: true }).decode(bytes), encoding: named, lossy: true };
}

/**
 * Turns the bytes of an uploaded checklist into text, refusing oversized and non-CSV files before any
 * decoding. The header line is pure ASCII in every encoding the format allows, so it is read first to
 * learn how to read the rest; a UTF-8 byte-order mark overrides whatever the header names.
 */
export function decodeChecklist(bytes: Uint8Array): DecodedChecklist {
  if (bytes.byteLength > MAX_CHECKLIST_BYTES) throw new ChecklistError('fileTooLarge');
  const byteOrderMark = hasUtf8Bom(bytes);
  const body = byteOrderMark ? bytes.subarray(UTF8_BOM.length) : bytes;
  if (isBlank(body)) throw new ChecklistError('emptyFile');
  if (body.includes(0)) throw new ChecklistError('binaryFile');

  const header = toHeader(splitHeaderLine(readHeaderLine(body)));
  const named = byteOrderMark ? 'utf-8' : resolveEncoding(header.encoding);
  return { ...decodeBody(body, named), header, byteOrderMark };
}
