import {
  isImportable,
  matchKey,
  pageAndCutKey,
  pairKey,
  type MatchCatalogueCircle,
  type MatchIndex,
} from './match-index';
import { formatPlacement } from './placement';
import type { ChecklistRow, ParsedChecklist } from './records';

export type MatchStatus = 'found' | 'notFound' | 'alreadyFavorite' | 'notImportable';

/** Which rule of the format's matching order found the circle. */
export type MatchRule = 'circleId' | 'pageAndCut' | 'nameAndAuthor' | 'name' | 'kana' | 'author';

export interface CurrentFavorite {
  circleId: number;
  color: number;
}

export interface MatchOptions {
  /** The current event's code; a file whose header names it is matched by circle id and cut. */
  eventCode: string;
  currentFavorites: readonly CurrentFavorite[];
  /** Whether rows for circles already favourited replace the user's colour and memo. */
  overwriteExisting?: boolean;
}

export interface MatchedRow {
  line: number;
  source: ChecklistRow['kind'];
  status: MatchStatus;
  rule: MatchRule | null;
  /** The matched circle's database id; null unless found or already a favourite. */
  circleId: number | null;
  /** `土 東ア-01a`; null when not found, not importable, or the circle has no space. */
  placementId: string | null;
  /** The catalogue's name when matched, the file's otherwise. */
  name: string;
  author: string;
  importColor: number;
  currentColor: number | null;
  memo: string;
  /** Circles that fit the rule that matched; above 1, the first importable by circle number was taken. */
  candidates: number;
  /** An earlier row already matched the same circle; this one is then not imported. */
  duplicateOfLine: number | null;
  importable: boolean;
}

export interface MatchSummary {
  rows: number;
  found: number;
  notFound: number;
  alreadyFavorite: number;
  notImportable: number;
  duplicates: number;
  /** Rows the apply step will write. */
  importable: number;
  /** Rows the parser could not read (see the parsed file's problems). */
  skipped: number;
}

export interface ChecklistPreview {
  sameEvent: boolean;
  rows: MatchedRow[];
  summary: MatchSummary;
}

interface Match {
  circle: MatchCatalogueCircle;
  rule: MatchRule;
  candidates: number;
}

function first(list: readonly MatchCatalogueCircle[] | undefined, rule: MatchRule): Match | undefined {
  // Index lists are already ordered importable first; a merged list may not be.
  const circle = list?.find(isImportable) ?? list?.[0];
  return circle === undefined || list === undefined ? undefined : { circle, rule, candidates: list.length };
}

function matchById(row: ChecklistRow, index: MatchIndex): Match | undefined {
  if (row.kind !== 'circle') return undefined;
  const { circleId, page, cutIndex } = row.circle;
  const byId = circleId === null ? undefined : index.byCircleNumber.get(circleId);
  if (byId !== undefined) return { circle: byId, rule: 'circleId', candidates: 1 };
  const byCut = page === null || cutIndex === null ? undefined : index.byPageAndCut.get(pageAndCutKey(page, cutIndex));
  return byCut === undefined ? undefined : { circle: byCut, rule: 'pageAndCut', candidates: 1 };
}

function matchByNames(row: ChecklistRow, index: MatchIndex): Match | undefined {
  const source = row.kind === 'circle' ? row.circle : row.unknown;
  const name = matchKey(source.name);
  const kana = matchKey(source.nameKana);
  const author = matchKey(source.author);
  if (author !== '') {
    const byName = name === '' ? [] : (index.byNameAndAuthor.get(pairKey(name, author)) ?? []);
    const byKana = kana === '' ? [] : (index.byKanaAndAuthor.get(pairKey(kana, author)) ?? []);
    const both = byName.length === 0 ? byKana : byKana.length === 0 ? byName : [...new Set([...byName, ...byKana])];
    const match = first(both, 'nameAndAuthor');
    if (match !== undefined) return match;
  }
  return (
    (name === '' ? undefined : first(index.byName.get(name), 'name')) ??
    (kana === '' ? undefined : first(index.byKana.get(kana), 'kana')) ??
    (author === '' ? undefined : first(index.byAuthor.get(author), 'author'))
  );
}

/**
 * Matches parsed rows against the current event's catalogue, in the format's order: a file from this
 * event by circle id, then by page and cut; a file from another event (and every UnKnown row) by
 * name or reading together with the author, then by name, reading or author alone.
 *
 * Circles not selected in the lottery or not wishing publication are reported without their
 * placement or id: the preview must not reveal what the catalogue itself does not show.
 */
export function matchChecklist(
  parsed: Pick<ParsedChecklist, 'header' | 'rows' | 'problems'>,
  index: MatchIndex,
  options: MatchOptions,
): ChecklistPreview {
  const sameEvent = parsed.header.eventName.trim() === options.eventCode.trim();
  const currentColors = new Map(options.currentFavorites.map(({ circleId, color }) => [circleId, color]));
  const firstLineOf = new Map<number, number>();
  const overwrite = options.overwriteExisting === true;

  const rows = parsed.rows.map((row): MatchedRow => {
    const source = row.kind === 'circle' ? row.circle : row.unknown;
    const match = sameEvent && row.kind === 'circle' ? matchById(row, index) : matchByNames(row, index);
    // A circle the catalogue does not show is reported, but neither its id nor its space is.
    const circle = match !== undefined && isImportable(match.circle) ? match.circle : undefined;
    const currentColor = circle === undefined ? null : (currentColors.get(circle.id) ?? null);
    const duplicateOfLine = circle === undefined ? null : (firstLineOf.get(circle.id) ?? null);
    if (circle !== undefined && duplicateOfLine === null) firstLineOf.set(circle.id, row.line);
    const status: MatchStatus =
      match === undefined ? 'notFound' : circle === undefined ? 'notImportable' : currentColor === null ? 'found' : 'alreadyFavorite';
    return {
      line: row.line,
      source: row.kind,
      status,
      rule: match?.rule ?? null,
      circleId: circle?.id ?? null,
      placementId: circle?.placement == null ? null : formatPlacement(circle.placement),
      name: circle?.name ?? source.name,
      author: circle?.author ?? source.author,
      importColor: source.color,
      currentColor,
      memo: source.memo,
      candidates: match?.candidates ?? 0,
      duplicateOfLine,
      importable: circle !== undefined && duplicateOfLine === null && (status === 'found' || overwrite),
    };
  });
  return { sameEvent, rows, summary: summarise(rows, parsed.problems.filter((problem) => problem.skipped).length) };
}

function summarise(rows: readonly MatchedRow[], skipped: number): MatchSummary {
  const summary: MatchSummary = {
    rows: rows.length, found: 0, notFound: 0, alreadyFavorite: 0, notImportable: 0, duplicates: 0, importable: 0, skipped,
  };
  for (const row of rows) {
    summary[row.status]++;
    if (row.duplicateOfLine !== null) summary.duplicates++;
    if (row.importable) summary.importable++;
  }
  return summary;
}
