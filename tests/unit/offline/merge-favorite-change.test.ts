import { describe, expect, it } from 'vitest';
import { mergeFavoriteChange, type StoredFavorite } from '@/lib/offline/server/merge-favorite-change';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 30, 9, minute));
const now = at(59);
const stored = (change: Partial<StoredFavorite> = {}): StoredFavorite => ({ color: 3, memo: 'Check the tapestry', colorUpdatedAt: at(10), memoUpdatedAt: at(10), ...change });

describe('the per-field merge of an offline edit', () => {
  it('takes each field whose offline edit is later, and keeps each field edited later elsewhere', () => {
    const outcome = mergeFavoriteChange(stored({ memoUpdatedAt: at(30) }), { color: { value: 7, editedAt: at(20).getTime() }, memo: { value: 'offline', editedAt: at(20).getTime() } }, now);
    expect(outcome).toEqual({ next: { color: 7, memo: 'Check the tapestry', colorUpdatedAt: at(20), memoUpdatedAt: at(30) }, changed: true, conflicts: ['memo'] });
  });

  it('is no conflict when the older edit wrote what the server already has', () => {
    const outcome = mergeFavoriteChange(stored({ memoUpdatedAt: at(30) }), { memo: { value: 'Check the tapestry', editedAt: at(20).getTime() } }, now);
    expect(outcome).toEqual({ next: stored({ memoUpdatedAt: at(30) }), changed: false, conflicts: [] });
  });

  it('lets the server keep a field on equal times', () => {
    expect(mergeFavoriteChange(stored(), { color: { value: 9, editedAt: at(10).getTime() } }, now).conflicts).toEqual(['color']);
  });

  it('caps the device’s clock at the server’s', () => {
    const outcome = mergeFavoriteChange(stored(), { memo: { value: 'from the future', editedAt: at(59).getTime() + 86_400_000 } }, now);
    expect(outcome.next?.memoUpdatedAt).toEqual(now);
  });

  it('creates a favourite, or a memo-only row, for a circle that had none', () => {
    expect(mergeFavoriteChange(null, { color: { value: 5, editedAt: at(20).getTime() } }, now).next).toEqual({ color: 5, memo: '', colorUpdatedAt: at(20), memoUpdatedAt: new Date(0) });
    expect(mergeFavoriteChange(null, { memo: { value: 'maybe', editedAt: at(20).getTime() } }, now).next).toMatchObject({ color: 0, memo: 'maybe' });
    expect(mergeFavoriteChange(null, { color: { value: null, editedAt: at(20).getTime() } }, now)).toEqual({ next: null, changed: false, conflicts: [] });
  });

  it('removes the favourite with its memo, unless the memo was written after the removal', () => {
    expect(mergeFavoriteChange(stored(), { color: { value: null, editedAt: at(20).getTime() } }, now)).toEqual({ next: null, changed: true, conflicts: [] });
    const kept = mergeFavoriteChange(stored({ memoUpdatedAt: at(40) }), { color: { value: null, editedAt: at(20).getTime() } }, now);
    expect(kept.next).toEqual({ color: 0, memo: 'Check the tapestry', colorUpdatedAt: at(20), memoUpdatedAt: at(40) });
  });

  it('does not remove a favourite recoloured elsewhere after the removal', () => {
    const outcome = mergeFavoriteChange(stored({ colorUpdatedAt: at(40) }), { color: { value: null, editedAt: at(20).getTime() } }, now);
    expect(outcome).toEqual({ next: stored({ colorUpdatedAt: at(40) }), changed: false, conflicts: ['color'] });
  });

  it('drops a memo-only row whose memo is emptied', () => {
    expect(mergeFavoriteChange(stored({ color: 0 }), { memo: { value: '', editedAt: at(20).getTime() } }, now)).toEqual({ next: null, changed: true, conflicts: [] });
  });
});
