import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balancesOf, fewestTransfers, type Purchase } from '@/lib/groups/settlement';

// Settling up: the transfers clear every balance, never exceed members - 1, and find the zero-sum
// groups that let a group of friends pay fewer times than a chain would.

const members = (n: number) => Array.from({ length: n }, (_, i) => `m${i}`);

const purchases = fc.integer({ min: 1, max: 10 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    purchases: fc.array(fc.record({ buyer: fc.nat({ max: n - 1 }), for: fc.nat({ max: n - 1 }), yen: fc.integer({ min: 1, max: 50_000 }) }), { maxLength: 60 }),
  }),
);

describe('fewest transfers', () => {
  it('clears every balance with whole-yen transfers, at most members - 1 of them', () => {
    fc.assert(
      fc.property(purchases, ({ n, purchases: raw }) => {
        const list: Purchase[] = raw.map((p) => ({ buyerId: `m${p.buyer}`, forId: `m${p.for}`, yen: p.yen }));
        const balances = balancesOf(members(n), list);
        expect([...balances.values()].reduce((a, b) => a + b, 0)).toBe(0);
        const transfers = fewestTransfers(balances);
        expect(transfers.length).toBeLessThanOrEqual(Math.max(0, n - 1));
        const after = new Map(balances);
        for (const t of transfers) {
          expect(Number.isInteger(t.yen) && t.yen > 0).toBe(true);
          expect(t.fromId).not.toBe(t.toId);
          after.set(t.fromId, after.get(t.fromId)! + t.yen);
          after.set(t.toId, after.get(t.toId)! - t.yen);
        }
        expect([...after.values()].every((yen) => yen === 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('uses two transfers where two independent debts exist, not a chain of three', () => {
    const balances = new Map([['a', 1000], ['b', -1000], ['c', 700], ['d', -700]]);
    const transfers = fewestTransfers(balances);
    expect(transfers).toHaveLength(2);
    expect(transfers).toEqual(expect.arrayContaining([{ fromId: 'b', toId: 'a', yen: 1000 }, { fromId: 'd', toId: 'c', yen: 700 }]));
  });

  it('nets what two members bought for each other', () => {
    const balances = balancesOf(['a', 'b'], [{ buyerId: 'a', forId: 'b', yen: 1500 }, { buyerId: 'b', forId: 'a', yen: 500 }, { buyerId: 'a', forId: 'a', yen: 900 }]);
    expect(fewestTransfers(balances)).toEqual([{ fromId: 'b', toId: 'a', yen: 1000 }]);
  });
});
