import {
  isImportable,
  matchKey,
  pageAndCutKey,
  pairKey,
  type MatchCatalogueCircle,
  type MatchIndex,
} from './match-index';
import { formatPlacement, type PlacementParts } from './placement';
import type { ChecklistRow, ParsedChecklist } from './records';

export type MatchStatus = 'found' | 'notFound' | 'alreadyFavorite' | 'notImportable';

/** Which rule of the format's matching order found the circle. */
export type MatchRule = 'circleId' | 'pageAndCut' | 'nameAndAuthor' | 'name' | 'kana' | 'author';

/**
 * Why a match is a guess: the author alone, or a name (or reading) that several circles share. Such
 * rows are offered, not imported; the member ticks those to keep.
 */
export type Uncertainty = 'author' | 'sharedName';

function uncertaintyOf(match: Match): Uncertainty | null {
  if (match.rule === 'author') return 'author';
  if ((match.rule === 'name' || match.rule === 'kana') && match.candidates > 1) return 'sharedName';
  return null;
}

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
  /** The same space as parts, for screens that write it in the reader's language. */
  space: Omit<PlacementParts, 'day'> | null;
  /** The catalogue's name when matched, the file's otherwise. */
  name: string;
  author: string;
  /** The name and author as the file wrote them, shown beside the catalogue's for a guess. */
  fileName: string;
  fileAuthor: string;
  uncertain: Uncertainty | null;
  importColor: number;
  currentColor: number | null;
  memo: string;
  /** Circles that fit the rule that matched; above 1, the first importable by circle number was taken. */
  candidates: number;
  /** Another row already matched the same circle (a certain row before any guess); this one is then not imported. */
  duplicateOfLine: number | null;
  /** Written by the apply step without asking: a certain match, new or to be replaced. */
  importable: boolean;
  /** An uncertain row that the apply step writes only when the member ticked its line. */
  keepable: boolean;
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
  /** Uncertain rows the member may tick to import as well. */
  uncertain: number;
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

function spaceOf(placement: PlacementParts | null): Omit<PlacementParts, 'day'> | null {
  if (placement === null) return null;
  const { date, area, block, spaceNumber, sides } = placement;
  return { date, area, block, spaceNumber, sides };
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
  const overwrite = options.overwriteExisting === true;
  const matches = parsed.rows.map((row) => (sameEvent && row.kind === 'circle' ? matchById(row, index) : matchByNames(row, index)));
  // Certain rows claim their circles first, so a guess earlier in the file never displaces a sure match.
  const firstLineOf = new Map<number, number>();
  for (const certain of [true, false]) {
    parsed.rows.forEach((row, at) => {
      const match = matches[at];
      if (match === undefined || !isImportable(match.circle) || (uncertaintyOf(match) === null) !== certain) return;
      if (!firstLineOf.has(match.circle.id)) firstLineOf.set(match.circle.id, row.line);
    });
  }

  const rows = parsed.rows.map((row, at): MatchedRow => {
    const source = row.kind === 'circle' ? row.circle : row.unknown;
    const match = matches[at];
    // A circle the catalogue does not show is reported, but neither its id nor its space is.
    const circle = match !== undefined && isImportable(match.circle) ? match.circle : undefined;
    const currentColor = circle === undefined ? null : (currentColors.get(circle.id) ?? null);
    const firstLine = circle === undefined ? undefined : firstLineOf.get(circle.id);
    const duplicateOfLine = firstLine === undefined || firstLine === row.line ? null : firstLine;
    const status: MatchStatus =
      match === undefined ? 'notFound' : circle === undefined ? 'notImportable' : currentColor === null ? 'found' : 'alreadyFavorite';
    const uncertain = circle === undefined || match === undefined ? null : uncertaintyOf(match);
    const writable = circle !== undefined && duplicateOfLine === null && (status === 'found' || overwrite);
    return {
      line: row.line,
      source: row.kind,
      status,
      rule: match?.rule ?? null,
      circleId: circle?.id ?? null,
      placementId: circle?.placement == null ? null : formatPlacement(circle.placement),
      space: spaceOf(circle?.placement ?? null),
      name: circle?.name ?? source.name,
      author: circle?.author ?? source.author,
      fileName: source.name,
      fileAuthor: source.author,
      uncertain,
      importColor: source.color,
      currentColor,
      memo: source.memo,
      candidates: match?.candidates ?? 0,
      duplicateOfLine,
      importable: writable && uncertain === null,
      keepable: writable && uncertain !== null,
    };
  });
  return { sameEvent, rows, summary: summarise(rows, parsed.problems.filter((problem) => problem.skipped).length) };
}

function summarise(rows: readonly MatchedRow[], skipped: number): MatchSummary {
  const summary: MatchSummary = {
    rows: rows.length, found: 0, notFound: 0, alreadyFavorite: 0, notImportable: 0, duplicates: 0, importable: 0, uncertain: 0, skipped,
  };
  for (const row of rows) {
    summary[row.status]++;
    if (row.duplicateOfLine !== null) summary.duplicates++;
    if (row.importable) summary.importable++;
    if (row.keepable) summary.uncertain++;
  }
  return summary;
}
