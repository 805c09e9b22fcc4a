import 'server-only';
import { readCircleThumbnails } from '@/lib/catalogue/circle-thumbnails';
import { formatSpace } from '@/lib/catalogue/placement-text';
import { db } from '@/lib/db';
import type { AppLocale } from '@/lib/i18n/locales';
import { lineItem, workItem, type MarkStatus } from './group-limits';
import { loadWantedCircles, type WantedCircle } from './group-circles';
import { requireMember, type GroupViewer } from './membership';

// The group as one member sees it: every wanted circle once, with who wants what, the totals, the buyer
// and the marks. A circle or work the viewer may not see is left out entirely (name, cut, wants); only
// their number is told, so the settlement's sums still read right.

export type ItemMark = { status: MarkStatus; markedById: string; priceYen: number | null; statusUpdatedAt: number; priceUpdatedAt: number };
export type GroupItem = { item: string; title: string; unitYen: number | null; isLine: boolean; wants: { userId: string; quantity: number }[]; quantity: number; mark: ItemMark | null };
export type GroupCircle = {
  circleId: number;
  name: string;
  author: string;
  /** The circle's menu (else first cover) thumbnail that this member may see, with the organiser's text or ''. */
  thumb: { url: string; alt: string } | null;
  day: number;
  space: string;
  buyerId: string | null;
  wantedBy: number;
  quantity: number;
  yen: number;
  items: GroupItem[];
  sharedMemos: { userId: string; memo: string }[];
};
export type GroupMemberView = { userId: string; nickname: string; isOwner: boolean };
export type GroupView = { id: string; name: string; version: number; viewerId: string; isOwner: boolean; members: GroupMemberView[]; circles: GroupCircle[]; hiddenCircles: number };

export type GroupPageViewer = GroupViewer & { locale: AppLocale };

export const visibleTo = (viewer: GroupViewer) => (circle: Pick<WantedCircle, 'isAdult'>) => viewer.mayViewAdult || !circle.isAdult;

/** The group's rows every view reads: members, wants, assignments and marks. */
export async function loadGroupRows(groupId: string) {
  const [group, members, wants, assignments, marks] = await Promise.all([
    db.group.findUniqueOrThrow({ where: { id: groupId }, select: { id: true, name: true, ownerId: true, version: true } }),
    db.groupMember.findMany({ where: { groupId }, select: { userId: true, user: { select: { nickname: true } } }, orderBy: { joinedAt: 'asc' } }),
    db.groupWant.findMany({ where: { groupId }, orderBy: { id: 'asc' } }),
    db.groupAssignment.findMany({ where: { groupId }, select: { circleId: true, buyerId: true } }),
    db.groupMark.findMany({ where: { groupId } }),
  ]);
  const markByItem = new Map(marks.map((m) => [m.item, { status: m.status, markedById: m.markedById, priceYen: m.priceYen, statusUpdatedAt: m.statusUpdatedAt.getTime(), priceUpdatedAt: m.priceUpdatedAt.getTime() }]));
  return { group, members, wants, buyerOf: new Map(assignments.map((a) => [a.circleId, a.buyerId])), markByItem };
}

export async function loadGroupView(viewer: GroupPageViewer, groupId: string): Promise<GroupView> {
  await requireMember(db, groupId, viewer.userId);
  const [{ group, members, wants, buyerOf, markByItem }, circles] = await Promise.all([loadGroupRows(groupId), loadWantedCircles(groupId)]);
  const memberIds = new Set(members.map((m) => m.userId));
  const canSee = visibleTo(viewer);
  const shares = await db.groupMemoShare.findMany({ where: { groupId }, select: { userId: true, circleId: true } });
  const memos = shares.length
    ? await db.favorite.findMany({ where: { OR: shares.map((s) => ({ userId: s.userId, circleId: s.circleId })), memo: { not: '' } }, select: { userId: true, circleId: true, memo: true } })
    : [];

  const byCircle = new Map<number, GroupCircle>();
  let hidden = new Set<number>();
  for (const want of wants) {
    const circle = circles.get(want.circleId);
    if (!circle) continue;
    const work = want.workId === null ? null : circle.works.get(want.workId);
    if (!canSee(circle) || (work && !canSee(work))) {
      hidden = hidden.add(want.circleId);
      continue;
    }
    if (want.workId !== null && !work) continue;
    let entry = byCircle.get(circle.circleId);
    if (!entry) {
      entry = {
        circleId: circle.circleId,
        name: circle.name,
        author: circle.author,
        thumb: null,
        day: circle.day,
        space: circle.spaces.map((space) => formatSpace(viewer.locale, space)).join(' '),
        buyerId: buyerOf.get(circle.circleId) ?? null,
        wantedBy: 0,
        quantity: 0,
        yen: 0,
        items: [],
        sharedMemos: memos.filter((m) => m.circleId === circle.circleId && memberIds.has(m.userId)).map(({ userId, memo }) => ({ userId, memo })),
      };
      byCircle.set(circle.circleId, entry);
    }
    const item = work ? workItem(want.workId!) : lineItem(want.id);
    let line = entry.items.find((candidate) => candidate.item === item);
    if (!line) {
      line = { item, title: work ? work.title : want.label, unitYen: work ? work.priceYen : want.amountYen, isLine: !work, wants: [], quantity: 0, mark: markByItem.get(item) ?? null };
      entry.items.push(line);
    }
    line.wants.push({ userId: want.userId, quantity: want.quantity });
    line.quantity += want.quantity;
    entry.quantity += want.quantity;
    entry.yen += want.quantity * (line.mark?.priceYen ?? line.unitYen ?? 0);
  }
  for (const entry of byCircle.values()) entry.wantedBy = new Set(entry.items.flatMap((i) => i.wants.map((w) => w.userId))).size;
  // Read for this member alone: a minor in the group gets no adult image's address, whoever else is in it.
  const thumbs = await readCircleThumbnails(db, [...byCircle.keys()], { adult: viewer.mayViewAdult }, viewer.locale, 'menu-or-cover');
  for (const [circleId, thumb] of thumbs) {
    const entry = byCircle.get(circleId);
    if (entry) entry.thumb = { url: thumb.thumbUrl, alt: thumb.alt };
  }
  // Circles hidden only for some of their works still show; a circle counts as hidden when nothing of it shows.
  const hiddenCircles = [...hidden].filter((id) => !byCircle.has(id)).length;
  const order = (c: GroupCircle) => circles.get(c.circleId)!;
  return {
    id: group.id,
    name: group.name,
    version: group.version,
    viewerId: viewer.userId,
    isOwner: group.ownerId === viewer.userId,
    members: members.map((m) => ({ userId: m.userId, nickname: m.user.nickname, isOwner: m.userId === group.ownerId })),
    circles: [...byCircle.values()].sort((a, b) => a.day - b.day || order(a).order - order(b).order),
    hiddenCircles,
  };
}

/** The group's version, for the screens' polling: a member's cheap question "has anything changed?". */
export async function groupVersion(viewer: GroupViewer, groupId: string): Promise<number> {
  return (await requireMember(db, groupId, viewer.userId)).version;
}
