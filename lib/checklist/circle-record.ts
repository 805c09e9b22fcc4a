import { isColorNumber } from '@/lib/favorites/palette';
import type { ChecklistCircle, ChecklistUnknown, RowProblem } from './records';

export const CIRCLE_RECORD_TYPE = 'Circle';
export const UNKNOWN_RECORD_TYPE = 'UnKnown';

/** Readers accept 25 to 29 fields: older exports stop at the circle site URL (field 25). */
export const MIN_CIRCLE_FIELDS = 25;
// Through the colour: an UnKnown row without one cannot say how to import it.
const MIN_UNKNOWN_FIELDS = 6;

/** Fields 2-28 in file order; field 29 is always blank. */
export const circleFieldOrder = [
  'circleId', 'color', 'page', 'cutIndex', 'day', 'hall', 'block', 'spaceNumber', 'genreCode',
  'name', 'nameKana', 'author', 'publicationTitle', 'url', 'mail', 'description', 'memo',
  'mapX', 'mapY', 'tableLayout', 'spaceSub', 'updateInfo', 'webCatalogueUrl', 'circleSiteUrl',
  'rss', 'xUrl', 'pixivUrl',
] as const satisfies readonly (keyof ChecklistCircle)[];

type NumericKey = 'circleId' | 'page' | 'cutIndex' | 'spaceNumber' | 'mapX' | 'mapY' | 'tableLayout' | 'spaceSub';
// Map coordinates may carry decimals; everything else numeric is a count or a code.
const DECIMAL_KEYS: ReadonlySet<NumericKey> = new Set(['mapX', 'mapY']);

const fieldIndex = new Map<keyof ChecklistCircle, number>(circleFieldOrder.map((key, index) => [key, index + 1]));

export interface RecordResult<T> {
  /** Undefined when the row is skipped; `problems` then says why. */
  value: T | undefined;
  problems: RowProblem[];
}

/** Empty colour fields read as 0 (memo only), so a row some tool wrote without a check keeps its memo. */
function readColor(raw: string): number | undefined {
  const trimmed = raw.trim();
  if (trimmed === '') return 0;
  const value = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return isColorNumber(value) ? value : undefined;
}

// Enough to recognise the value in the file; a runaway field must not fill the preview.
const SHOWN_VALUE_LENGTH = 20;

function tooFewFields(line: number, fields: readonly string[], expected: number): RowProblem {
  return { line, code: 'tooFewFields', skipped: true, fields: fields.length, expected };
}

function invalidColor(line: number, raw: string): RowProblem {
  return { line, code: 'invalidColor', skipped: true, value: [...raw.trim()].slice(0, SHOWN_VALUE_LENGTH).join('') };
}

function text(fields: readonly string[], key: keyof ChecklistCircle): string {
  return fields[fieldIndex.get(key) ?? -1] ?? '';
}

function number(fields: readonly string[], key: NumericKey, line: number, problems: RowProblem[]): number | null {
  const raw = text(fields, key).trim();
  if (raw === '') return null;
  const value = Number(raw);
  if (Number.isFinite(value) && (DECIMAL_KEYS.has(key) || Number.isInteger(value))) return value;
  problems.push({ line, code: 'invalidNumber', field: key, skipped: false });
  return null;
}

export function readCircleRecord(fields: readonly string[], line: number): RecordResult<ChecklistCircle> {
  if (fields.length < MIN_CIRCLE_FIELDS) return { value: undefined, problems: [tooFewFields(line, fields, MIN_CIRCLE_FIELDS)] };
  const color = readColor(text(fields, 'color'));
  if (color === undefined) return { value: undefined, problems: [invalidColor(line, text(fields, 'color'))] };

  const problems: RowProblem[] = [];
  const circle: ChecklistCircle = {
    circleId: number(fields, 'circleId', line, problems),
    color,
    page: number(fields, 'page', line, problems),
    cutIndex: number(fields, 'cutIndex', line, problems),
    day: text(fields, 'day'),
    hall: text(fields, 'hall'),
    block: text(fields, 'block'),
    spaceNumber: number(fields, 'spaceNumber', line, problems),
    genreCode: text(fields, 'genreCode'),
    name: text(fields, 'name'),
    nameKana: text(fields, 'nameKana'),
    author: text(fields, 'author'),
    publicationTitle: text(fields, 'publicationTitle'),
    url: text(fields, 'url'),
    mail: text(fields, 'mail'),
    description: text(fields, 'description'),
    memo: text(fields, 'memo'),
    mapX: number(fields, 'mapX', line, problems),
    mapY: number(fields, 'mapY', line, problems),
    tableLayout: number(fields, 'tableLayout', line, problems),
    spaceSub: number(fields, 'spaceSub', line, problems),
    updateInfo: text(fields, 'updateInfo'),
    webCatalogueUrl: text(fields, 'webCatalogueUrl'),
    circleSiteUrl: text(fields, 'circleSiteUrl'),
    rss: text(fields, 'rss'),
    xUrl: text(fields, 'xUrl'),
    pixivUrl: text(fields, 'pixivUrl'),
  };
  return { value: circle, problems };
}

/** The record as written: all 29 fields, numbers in plain decimal, absent values empty. */
export function writeCircleRecord(circle: ChecklistCircle): string[] {
  const fields = circleFieldOrder.map((key) => {
    const value = circle[key];
    return value === null ? '' : String(value);
  });
  return [CIRCLE_RECORD_TYPE, ...fields, ''];
}

export function readUnknownRecord(fields: readonly string[], line: number): RecordResult<ChecklistUnknown> {
  if (fields.length < MIN_UNKNOWN_FIELDS) return { value: undefined, problems: [tooFewFields(line, fields, MIN_UNKNOWN_FIELDS)] };
  const at = (index: number) => fields[index] ?? '';
  const color = readColor(at(5));
  if (color === undefined) return { value: undefined, problems: [invalidColor(line, at(5))] };
  const unknown: ChecklistUnknown = {
    name: at(1),
    nameKana: at(2),
    author: at(3),
    memo: at(4),
    color,
    publicationTitle: at(6),
    url: at(7),
    mail: at(8),
    description: at(9),
    updateInfo: at(10),
    circleSiteUrl: at(11),
    rss: at(12),
  };
  return { value: unknown, problems: [] };
}
