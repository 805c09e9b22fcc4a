import { describe, expect, it } from 'vitest';
import { mergeMark, type StoredMark } from '@/lib/groups/merge-mark';

// A mark queued on a device merged with the stored one: field by field, the later edit wins, device
// clocks ahead of the server count as now, and a lost different value is a conflict.

const now = new Date('2026-12-30T02:00:00Z');
const at = (minutes: number) => now.getTime() + minutes * 60_000;
const stored: StoredMark = { status: 'BOUGHT', statusUpdatedAt: new Date(at(-10)), markedById: 'ben', priceYen: null, priceUpdatedAt: new Date(at(-10)) };

describe('merging a queued mark', () => {
  it('keeps the later status and the later price separately', () => {
    const { next, changed, conflicts } = mergeMark(stored, { status: { value: 'SOLD_OUT', editedAt: at(-20) }, price: { value: 800, editedAt: at(-5) } }, 'ann', now);
    expect(next).toMatchObject({ status: 'BOUGHT', markedById: 'ben', priceYen: 800 });
    expect(changed).toBe(true);
    expect(conflicts).toEqual(['status']);
  });

  it('names the member whose later status wins as the buyer', () => {
    expect(mergeMark(stored, { status: { value: 'BOUGHT', editedAt: at(-1) } }, 'ann', now).next.markedById).toBe('ann');
  });

  it('caps a device clock that runs ahead at the server time', () => {
    const { next } = mergeMark(stored, { status: { value: 'SKIPPED', editedAt: at(60) } }, 'ann', now);
    expect(next.statusUpdatedAt).toEqual(now);
    expect(mergeMark(next, { status: { value: 'BOUGHT', editedAt: at(0) } }, 'ben', now).next.status).toBe('SKIPPED');
  });

  it('stores a first mark as it comes, and reports no conflict for an older identical value', () => {
    expect(mergeMark(null, { status: { value: 'SOLD_OUT', editedAt: at(-3) } }, 'cai', now)).toMatchObject({ changed: true, conflicts: [], next: { status: 'SOLD_OUT', markedById: 'cai' } });
    expect(mergeMark(stored, { status: { value: 'BOUGHT', editedAt: at(-30) } }, 'cai', now)).toMatchObject({ changed: false, conflicts: [] });
  });
});
