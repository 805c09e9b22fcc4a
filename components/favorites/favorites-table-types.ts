import type { FavoriteControlLabels } from './favorite-types';

export type FavoriteRowProp = {
  circleId: number;
  name: string;
  /** The name's reading in romaji where the name is Japanese, else ''. */
  romaji: string;
  author: string;
  spaces: string;
  color: number;
  memo: string;
  pixivHref: string | null;
  /** The row's picture: the circle's menu (its alt text the organiser's or one the page makes), else its cut (alt ''). */
  picture: { url: string; alt: string };
  /** Where the catalogue's changes under this circle are listed, when an import changed it since the member last looked. */
  changedHref: string | null;
  /** The circle page's form for a group's wants, when the member goes with a group. */
  groupWantHref: string | null;
};

export type FavoriteGroupProp = { key: string; heading: string; rows: FavoriteRowProp[] };

/** Texts of the favourites table; `{name}`, `{count}`, `{group}` are filled in the browser. */
export type FavoritesTableLabels = Pick<FavoriteControlLabels, 'memo' | 'memoHint' | 'saving' | 'saved' | 'saveFailed' | 'retry' | 'rolledBack' | 'queuedOffline' | 'removed' | 'close' | 'rename' | 'renamed'> & {
  list: string;
  columnSelect: string;
  columnColor: string;
  columnSpace: string;
  columnCircle: string;
  columnAuthor: string;
  columnMemo: string;
  columnLinks: string;
  selectAll: string;
  selectRow: string;
  rowColor: string;
  rowMemo: string;
  memoOnly: string;
  changedMark: string;
  groupWant: string;
  selected: string;
  bulkActions: string;
  bulkColor: string;
  bulkApply: string;
  bulkRemove: string;
  bulkConfirm: string;
  confirmRemove: string;
  cancel: string;
  bulkRecolored: string;
  bulkRemoved: string;
  pixivLink: string;
};
