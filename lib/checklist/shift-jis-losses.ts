import type { ExportColorLabel, ExportFavorite } from './export';
import { charactersLostInShiftJis } from './shift-jis';

export interface FavoriteLoss {
  /** The circle's name as the catalogue writes it, which is how the member knows the favourite. */
  name: string;
  /** `memo`: the member's own text; `circle`: the catalogue's name, reading, author or description. */
  fields: ('memo' | 'circle')[];
  characters: string[];
}

export interface ShiftJisLosses {
  favorites: FavoriteLoss[];
  labels: { color: number; label: string; characters: string[] }[];
}

function circleText({ circle }: ExportFavorite): string {
  return [circle.name, circle.nameKana, circle.author, circle.publicationTitle, circle.description].join('\n');
}

/**
 * What a Shift_JIS export of these favourites would write as `?`: Chinese characters Japanese does not
 * use, emoji, and so on. The export refuses such a file unless the member has seen this list.
 */
export function shiftJisLosses(favorites: readonly ExportFavorite[], labels: readonly ExportColorLabel[]): ShiftJisLosses {
  const lostFavorites = favorites.flatMap((favorite): FavoriteLoss[] => {
    const inMemo = charactersLostInShiftJis(favorite.memo);
    const inCircle = charactersLostInShiftJis(circleText(favorite));
    if (inMemo.length === 0 && inCircle.length === 0) return [];
    const fields = [...(inMemo.length > 0 ? ['memo' as const] : []), ...(inCircle.length > 0 ? ['circle' as const] : [])];
    return [{ name: favorite.circle.name, fields, characters: [...new Set([...inMemo, ...inCircle])] }];
  });
  const lostLabels = labels.flatMap(({ color, label }) => {
    const characters = charactersLostInShiftJis(label);
    return characters.length === 0 ? [] : [{ color, label, characters }];
  });
  return { favorites: lostFavorites, labels: lostLabels };
}

export function losesText(losses: ShiftJisLosses): boolean {
  return losses.favorites.length > 0 || losses.labels.length > 0;
}
