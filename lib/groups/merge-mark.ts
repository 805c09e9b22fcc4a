import type { MarkStatus } from './group-limits';

// The per-field merge of a queued mark with the stored one, by the favourites' rule: each field keeps
// the later edit, device times are capped at the server's clock, and an edit that lost to a later,
// different value is reported as a conflict.

export type StoredMark = { status: MarkStatus; statusUpdatedAt: Date; markedById: string; priceYen: number | null; priceUpdatedAt: Date };
export type MarkFieldEdits = { status?: { value: MarkStatus; editedAt: number }; price?: { value: number | null; editedAt: number } };
export type MarkMerge = { next: StoredMark; changed: boolean; conflicts: ('status' | 'price')[] };

const never = new Date(0);

export function mergeMark(stored: StoredMark | null, edit: MarkFieldEdits, editorId: string, now: Date): MarkMerge {
  const at = (editedAt: number) => new Date(Math.min(editedAt, now.getTime()));
  const next: StoredMark = stored ? { ...stored } : { status: 'NOT_VISITED', statusUpdatedAt: never, markedById: editorId, priceYen: null, priceUpdatedAt: never };
  const conflicts: MarkMerge['conflicts'] = [];
  let changed = false;
  if (edit.status) {
    const editedAt = at(edit.status.editedAt);
    if (!stored || editedAt > next.statusUpdatedAt) {
      Object.assign(next, { status: edit.status.value, statusUpdatedAt: editedAt, markedById: editorId });
      changed = true;
    } else if (edit.status.value !== next.status) conflicts.push('status');
  }
  if (edit.price) {
    const editedAt = at(edit.price.editedAt);
    if (!stored || editedAt > next.priceUpdatedAt) {
      Object.assign(next, { priceYen: edit.price.value, priceUpdatedAt: editedAt });
      changed = true;
    } else if (edit.price.value !== next.priceYen) conflicts.push('price');
  }
  return { next, changed, conflicts };
}
