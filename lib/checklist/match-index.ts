import { isListedCircle } from '@/lib/catalogue/listed-circles';
import type { Circle } from '@/lib/generated/prisma/client';
import { normalizeText } from '@/lib/text/normalize';
import type { PlacementParts } from './placement';

/**
 * A circle of the current event as matching needs it; plain data, filled from the database by the caller.
 * `id` is what the apply step writes favourites against.
 */
export type MatchCatalogueCircle = Pick<
  Circle,
  'id' | 'circleNumber' | 'catalogPage' | 'cutIndex' | 'name' | 'nameKana' | 'author' | 'lotteryStatus' | 'wantsPublication'
> & {
  /** Null for circles without a space (not selected in the lottery). */
  placement: PlacementParts | null;
};

export interface MatchIndex {
  byCircleNumber: ReadonlyMap<number, MatchCatalogueCircle>;
  byPageAndCut: ReadonlyMap<string, MatchCatalogueCircle>;
  byName: ReadonlyMap<string, readonly MatchCatalogueCircle[]>;
  byKana: ReadonlyMap<string, readonly MatchCatalogueCircle[]>;
  byAuthor: ReadonlyMap<string, readonly MatchCatalogueCircle[]>;
  byNameAndAuthor: ReadonlyMap<string, readonly MatchCatalogueCircle[]>;
  byKanaAndAuthor: ReadonlyMap<string, readonly MatchCatalogueCircle[]>;
}

/**
 * The comparison key for names, readings and authors: the shared search normalisation, with spaces
 * removed because people type `サークル 名` and `サークル名` for the same circle.
 */
export function matchKey(text: string): string {
  return normalizeText(text).replace(/ /g, '');
}

export function pageAndCutKey(page: number, cut: number): string {
  return `${page}:${cut}`;
}

// NUL cannot survive normalisation, so joined keys cannot collide with a name that contains the joiner.
export function pairKey(first: string, second: string): string {
  return `${first}\u0000${second}`;
}

export function isImportable(circle: MatchCatalogueCircle): boolean {
  return isListedCircle(circle);
}

function push(map: Map<string, MatchCatalogueCircle[]>, key: string, circle: MatchCatalogueCircle): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [circle]);
  else list.push(circle);
}

/**
 * Precomputes every lookup the matching rules use, once per catalogue, so that matching a row is a few
 * map reads. Lists are ordered importable first, then by circle number, so when a name fits several
 * circles the first is the one a user can actually favourite.
 */
export function buildMatchIndex(circles: readonly MatchCatalogueCircle[]): MatchIndex {
  const ordered = [...circles].sort(
    (a, b) => Number(isImportable(b)) - Number(isImportable(a)) || a.circleNumber - b.circleNumber,
  );
  const byCircleNumber = new Map<number, MatchCatalogueCircle>();
  const byPageAndCut = new Map<string, MatchCatalogueCircle>();
  const byName = new Map<string, MatchCatalogueCircle[]>();
  const byKana = new Map<string, MatchCatalogueCircle[]>();
  const byAuthor = new Map<string, MatchCatalogueCircle[]>();
  const byNameAndAuthor = new Map<string, MatchCatalogueCircle[]>();
  const byKanaAndAuthor = new Map<string, MatchCatalogueCircle[]>();

  for (const circle of ordered) {
    byCircleNumber.set(circle.circleNumber, circle);
    if (circle.catalogPage !== null && circle.cutIndex !== null) {
      const key = pageAndCutKey(circle.catalogPage, circle.cutIndex);
      if (!byPageAndCut.has(key)) byPageAndCut.set(key, circle);
    }
    const name = matchKey(circle.name);
    const kana = matchKey(circle.nameKana);
    const author = matchKey(circle.author);
    // Empty values would make every circle without a reading "match" every row without one.
    if (name !== '') push(byName, name, circle);
    if (kana !== '') push(byKana, kana, circle);
    if (author !== '') push(byAuthor, author, circle);
    if (name !== '' && author !== '') push(byNameAndAuthor, pairKey(name, author), circle);
    if (kana !== '' && author !== '') push(byKanaAndAuthor, pairKey(kana, author), circle);
  }
  return { byCircleNumber, byPageAndCut, byName, byKana, byAuthor, byNameAndAuthor, byKanaAndAuthor };
}
