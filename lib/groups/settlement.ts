// Settling up: what each member owes each buyer, then the fewest transfers that clear every balance.
// Pure; amounts are whole yen.

export type Purchase = { buyerId: string; forId: string; yen: number };
export type Transfer = { fromId: string; toId: string; yen: number };

/** Each member's balance: positive is owed to them, negative they owe. A buyer's own share cancels out. */
export function balancesOf(members: readonly string[], purchases: readonly Purchase[]): Map<string, number> {
  const balance = new Map(members.map((id) => [id, 0]));
  for (const { buyerId, forId, yen } of purchases) {
    if (buyerId === forId || !balance.has(buyerId) || !balance.has(forId)) continue;
    balance.set(buyerId, balance.get(buyerId)! + yen);
    balance.set(forId, balance.get(forId)! - yen);
  }
  return balance;
}

/**
 * The fewest transfers: members split into the most groups whose balances sum to zero, each group
 * settled by k - 1 transfers (largest debtor pays largest creditor). Exact by dynamic programming over
 * subsets: with at most a dozen members that is a few thousand steps. Larger inputs fall back to one
 * group, which still needs no more than n - 1 transfers.
 */
export function fewestTransfers(balances: ReadonlyMap<string, number>): Transfer[] {
  const open = [...balances].filter(([, yen]) => yen !== 0);
  const n = open.length;
  if (n === 0) return [];
  const groups = n <= 16 ? zeroSumGroups(open.map(([, yen]) => yen)) : [open.map((_, i) => i)];
  return groups.flatMap((group) => settleGroup(group.map((i) => open[i]!)));
}

function zeroSumGroups(values: readonly number[]): number[][] {
  const n = values.length;
  const full = (1 << n) - 1;
  const sum = new Float64Array(full + 1);
  const best = new Int32Array(full + 1);
  const from = new Int32Array(full + 1);
  for (let mask = 1; mask <= full; mask += 1) {
    const low = 31 - Math.clz32(mask & -mask);
    sum[mask] = sum[mask & (mask - 1)]! + values[low]!;
    let top = -1;
    for (let i = 0; i < n; i += 1) {
      if (!(mask & (1 << i))) continue;
      const value = best[mask ^ (1 << i)]!;
      if (value > top) {
        top = value;
        from[mask] = i;
      }
    }
    best[mask] = top + (sum[mask] === 0 ? 1 : 0);
  }
  // Walking back from the full set, a group closes each time the remaining set sums to zero.
  const groups: number[][] = [];
  let current: number[] = [];
  for (let mask = full; mask !== 0; ) {
    if (sum[mask] === 0 && current.length > 0) {
      groups.push(current);
      current = [];
    }
    const i = from[mask]!;
    current.push(i);
    mask ^= 1 << i;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

function settleGroup(members: readonly (readonly [string, number])[]): Transfer[] {
  const debtors = members.filter(([, yen]) => yen < 0).map(([id, yen]) => ({ id, yen: -yen }));
  const creditors = members.filter(([, yen]) => yen > 0).map(([id, yen]) => ({ id, yen }));
  const transfers: Transfer[] = [];
  while (debtors.length > 0 && creditors.length > 0) {
    debtors.sort((a, b) => b.yen - a.yen);
    creditors.sort((a, b) => b.yen - a.yen);
    const debtor = debtors[0]!;
    const creditor = creditors[0]!;
    const yen = Math.min(debtor.yen, creditor.yen);
    transfers.push({ fromId: debtor.id, toId: creditor.id, yen });
    debtor.yen -= yen;
    creditor.yen -= yen;
    if (debtor.yen === 0) debtors.shift();
    if (creditor.yen === 0) creditors.shift();
  }
  return transfers;
}
