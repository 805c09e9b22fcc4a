import { describe, expect, it } from 'vitest';
import { bulkRemoveSchema, circleIdSchema, setColorSchema } from '@/lib/favorites/schemas';
import { MAX_INT4 } from '@/lib/validation/whole-number';
import { syncRequestSchema } from '@/lib/offline/schemas';

// Issue 15, finding 5: a circle id past int4 made the database query fail (a 500); the schemas now refuse
// it as the invalid input it is.

describe('numeric bounds of the favourites and offline schemas', () => {
  it('accepts circle ids up to the largest int4 and refuses larger ones', () => {
    expect(circleIdSchema.safeParse(MAX_INT4).success).toBe(true);
    for (const id of [MAX_INT4 + 1, 99_999_999_999, '99999999999', 1e300]) expect(circleIdSchema.safeParse(id).success).toBe(false);
    expect(setColorSchema.safeParse({ circleId: 99_999_999_999, color: 1 }).success).toBe(false);
    expect(bulkRemoveSchema.safeParse({ circleIds: [1, 99_999_999_999] }).success).toBe(false);
  });

  it('refuses offline changes with a circle id past int4 or an edit time past year 9999', () => {
    const change = (circleId: number, editedAt: number) => ({ changes: [{ circleId, color: { value: 3, editedAt } }] });
    expect(syncRequestSchema.safeParse(change(12, Date.UTC(2026, 11, 30))).success).toBe(true);
    expect(syncRequestSchema.safeParse(change(99_999_999_999, Date.UTC(2026, 11, 30))).success).toBe(false);
    expect(syncRequestSchema.safeParse(change(12, 8.7e15)).success).toBe(false);
  });
});
