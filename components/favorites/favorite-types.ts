/** A colour as the controls show it: the user's own name for it, or its default name. */
export type ColorOption = { n: number; hex: string; name: string; defaultName: string };

/** What the controls know of one circle: colour null when it is not a favourite. */
export type FavoriteValue = { color: number | null; memo: string };

/** Translated texts of the controls; `{name}`, `{color}`, `{number}` are filled in the browser. */
export type FavoriteControlLabels = {
  add: string;
  change: string;
  colors: string;
  remove: string;
  memo: string;
  memoHint: string;
  saving: string;
  saved: string;
  saveFailed: string;
  retry: string;
  rolledBack: string;
  queuedOffline: string;
  removed: string;
  memoOnly: string;
  close: string;
  rename: string;
  renamed: string;
  keyHint: string;
};
