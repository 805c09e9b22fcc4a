import 'server-only';
import { db } from '@/lib/db';
import { lineItem, workItem } from './group-limits';
import { loadWantedCircles } from './group-circles';
import { loadGroupRows, visibleTo } from './group-view';
import { requireMember, type GroupViewer } from './membership';
import { balancesOf, fewestTransfers, type Purchase, type Transfer } from './settlement';

// The settlement and the distribution list: from every line marked bought, the member who wanted it
// owes the member who marked it, at the price the buyer typed, else the catalogue's, else the line's
// amount. Items the viewer may not see are counted in the sums but named by nothing.

export type Receipt = { buyerId: string; circleName: string | null; title: string | null; quantity: number; yen: number };
export type MemberSettlement = { userId: string; nickname: string; receives: Receipt[]; receivesYen: number; boughtForOthersYen: number };
export type Settlement = { groupName: string; members: MemberSettlement[]; transfers: Transfer[]; totalYen: number };

export async function loadSettlement(viewer: GroupViewer, groupId: string): Promise<Settlement> {
  await requireMember(db, groupId, viewer.userId);
  const [{ group, members, wants, markByItem }, circles] = await Promise.all([loadGroupRows(groupId), loadWantedCircles(groupId)]);
  const canSee = visibleTo(viewer);
  const purchases: Purchase[] = [];
  const receipts = new Map<string, Receipt[]>(members.map((m) => [m.userId, []]));
  for (const want of wants) {
    const circle = circles.get(want.circleId);
    const work = want.workId === null ? null : circle?.works.get(want.workId);
    const mark = markByItem.get(want.workId === null ? lineItem(want.id) : workItem(want.workId));
    if (!circle || mark?.status !== 'BOUGHT' || (want.workId !== null && !work)) continue;
    const unit = mark.priceYen ?? (work ? work.priceYen : want.amountYen) ?? 0;
    const yen = unit * want.quantity;
    purchases.push({ buyerId: mark.markedById, forId: want.userId, yen });
    const shown = canSee(circle) && (!work || canSee(work));
    receipts.get(want.userId)?.push({ buyerId: mark.markedById, circleName: shown ? circle.name : null, title: shown ? (work ? work.title : want.label) : null, quantity: want.quantity, yen });
  }
  const memberIds = members.map((m) => m.userId);
  const transfers = fewestTransfers(balancesOf(memberIds, purchases));
  return {
    groupName: group.name,
    members: members.map((m) => {
      const mine = receipts.get(m.userId) ?? [];
      return {
        userId: m.userId,
        nickname: m.user.nickname,
        receives: mine,
        receivesYen: mine.reduce((sum, r) => sum + r.yen, 0),
        boughtForOthersYen: purchases.filter((p) => p.buyerId === m.userId && p.forId !== m.userId).reduce((sum, p) => sum + p.yen, 0),
      };
    }),
    transfers,
    totalYen: purchases.reduce((sum, p) => sum + p.yen, 0),
  };
}
