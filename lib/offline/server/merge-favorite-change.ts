import type { FavoriteChange } from '@/lib/offline/schemas';

// The per-field merge of an offline edit with the stored favourite: each field keeps whichever edit is
// later. Times from the device are capped at the server's clock, so a device whose clock runs ahead
// cannot win every later edit.

export type StoredFavorite = { color: number; memo: string; colorUpdatedAt: Date; memoUpdatedAt: Date };

export type MergeOutcome = {
  /** The row to keep, or null when the circle is no longer a favourite and has no memo. */
  next: StoredFavorite | null;
  changed: boolean;
  conflicts: ('color' | 'memo')[];
};

const never = new Date(0);

export function mergeFavoriteChange(stored: StoredFavorite | null, change: Pick<FavoriteChange, 'color' | 'memo'>, now: Date): MergeOutcome {
  const at = (editedAt: number) => new Date(Math.min(editedAt, now.getTime()));
  // Colour 0 stores a memo without a colour: for the merge both mean "no colour".
  let color: number | null = stored && stored.color > 0 ? stored.color : null;
  let colorUpdatedAt = stored?.colorUpdatedAt ?? never;
  let memo = stored?.memo ?? '';
  let memoUpdatedAt = stored?.memoUpdatedAt ?? never;
  const conflicts: MergeOutcome['conflicts'] = [];

  if (change.color) {
    const editedAt = at(change.color.editedAt);
    if (!stored || editedAt > colorUpdatedAt) {
      color = change.color.value;
      colorUpdatedAt = editedAt;
    } else if (change.color.value !== color) {
      conflicts.push('color');
    }
  }
  if (change.memo) {
    const editedAt = at(change.memo.editedAt);
    if (!stored || editedAt > memoUpdatedAt) {
      memo = change.memo.value;
      memoUpdatedAt = editedAt;
    } else if (change.memo.value !== memo) {
      conflicts.push('memo');
    }
  }
  // Taking a circle off the favourites removes its memo too, unless the memo was written after that.
  const removedByThisChange = change.color?.value === null && color === null && colorUpdatedAt.getTime() === at(change.color.editedAt).getTime();
  if (removedByThisChange && memoUpdatedAt <= colorUpdatedAt) memo = '';

  const next = color === null && memo === '' ? null : { color: color ?? 0, memo, colorUpdatedAt, memoUpdatedAt };
  const changed =
    next === null
      ? stored !== null
      : !stored ||
        next.color !== stored.color ||
        next.memo !== stored.memo ||
        next.colorUpdatedAt.getTime() !== stored.colorUpdatedAt.getTime() ||
        next.memoUpdatedAt.getTime() !== stored.memoUpdatedAt.getTime();
  return { next, changed, conflicts };
}
