// Where "Back to the circle list" leads: the list as the member left it (its keyword, filters and page),
// and how far down it was. Kept for the tab (sessionStorage), written when a row is opened.

const KEY = 'circle-list:return';

export type ListReturn = { address: string; scrollY: number };

export function rememberListReturn(value: ListReturn): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage refused (a private window's quota): the link falls back to the whole list.
  }
}

/** The stored value as it is kept: a string that stays the same while it is unchanged. */
export function storedListReturn(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The remembered list, or null where none is or what is stored is not an address of the list. */
export function parseListReturn(stored: string | null): ListReturn | null {
  try {
    const value = JSON.parse(stored ?? 'null') as Partial<ListReturn> | null;
    // Only an address of the list itself: nothing stored can send the link elsewhere.
    if (!value || typeof value.address !== 'string' || !/^\/circle\/list(?:\?[^#]*)?$/.test(value.address)) return null;
    return { address: value.address, scrollY: typeof value.scrollY === 'number' ? value.scrollY : 0 };
  } catch {
    return null;
  }
}
