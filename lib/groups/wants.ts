import 'server-only';
import { getConfig } from '@/lib/config/get-config';
import { listedInCurrentEvent } from '@/lib/catalogue/listed-in-event';
import { db } from '@/lib/db';
import { AppError, parseOrThrow } from '@/lib/errors';
import { MAX_WANTS_PER_MEMBER } from './group-limits';
import { bumpVersion, notFound, requireMember, type GroupViewer, type Tx } from './membership';
import { removeWantSchema, setWantSchema, shareMemoSchema } from './schemas';

// A member's wants in a group: works of a circle with a quantity, or free lines with an amount. A
// member who may not see adult content cannot name an adult circle or work (it answers as missing).

/** A circle of the group's event that the catalogue lists and the viewer may see. */
async function assertVisibleCircle(tx: Tx, viewer: GroupViewer, eventId: number, circleId: number): Promise<void> {
  const circle = await tx.circle.findFirst({
    where: { id: circleId, eventId, ...listedInCurrentEvent(), ...(viewer.mayViewAdult ? {} : { isAdult: false }) },
    select: { id: true },
  });
  if (!circle) throw new AppError('notFound', 'Errors.favorites.circleNotFound');
}

export type WantResult = { wantId: number | null; version: number };

export async function setWant(viewer: GroupViewer, input: unknown): Promise<WantResult> {
  const want = parseOrThrow(setWantSchema, input);
  const { userId } = viewer;
  return db.$transaction(async (tx) => {
    const group = await requireMember(tx, want.groupId, userId);
    await assertVisibleCircle(tx, viewer, group.eventId, want.circleId);
    const base = { groupId: group.id, userId, circleId: want.circleId };
    let wantId: number | null = null;
    if ('workId' in want) {
      const work = await tx.work.findFirst({ where: { id: want.workId, circleId: want.circleId, ...(viewer.mayViewAdult ? {} : { isAdult: false }) }, select: { id: true } });
      if (!work) throw new AppError('notFound', 'Errors.groups.workNotFound');
      if (want.quantity === 0) {
        await tx.groupWant.deleteMany({ where: { ...base, workId: want.workId } });
      } else {
        const existing = await tx.groupWant.findFirst({ where: { ...base, workId: want.workId }, select: { id: true } });
        if (existing) wantId = (await tx.groupWant.update({ where: { id: existing.id }, data: { quantity: want.quantity } })).id;
        else wantId = (await createWithinLimit(tx, { ...base, workId: want.workId, quantity: want.quantity })).id;
      }
    } else {
      wantId = (await createWithinLimit(tx, { ...base, label: want.label, amountYen: want.amountYen, quantity: want.quantity })).id;
    }
    return { wantId, version: await bumpVersion(tx, group.id) };
  });
}

async function createWithinLimit(tx: Tx, data: { groupId: string; userId: string; circleId: number; workId?: number; label?: string; amountYen?: number; quantity: number }) {
  // The member's row in the group is the lock: one member's wants are added one after the other.
  await tx.$queryRaw`SELECT "userId" FROM "GroupMember" WHERE "groupId" = ${data.groupId} AND "userId" = ${data.userId} FOR UPDATE`;
  if ((await tx.groupWant.count({ where: { groupId: data.groupId, userId: data.userId } })) >= MAX_WANTS_PER_MEMBER) throw new AppError('conflict', 'Errors.groups.tooManyWants');
  return tx.groupWant.create({ data, select: { id: true } });
}

export async function removeWant(viewer: GroupViewer, input: unknown): Promise<{ version: number }> {
  const { groupId, wantId } = parseOrThrow(removeWantSchema, input);
  return db.$transaction(async (tx) => {
    await requireMember(tx, groupId, viewer.userId);
    const { count } = await tx.groupWant.deleteMany({ where: { id: wantId, groupId, userId: viewer.userId } });
    if (count === 0) throw notFound();
    return { version: await bumpVersion(tx, groupId) };
  });
}

/** Shows (or hides again) the member's own favourite memo on the circle to the group. */
export async function shareMemo(viewer: GroupViewer, input: unknown): Promise<{ version: number }> {
  const { groupId, circleId, shared } = parseOrThrow(shareMemoSchema, input);
  return db.$transaction(async (tx) => {
    const group = await requireMember(tx, groupId, viewer.userId);
    await assertVisibleCircle(tx, viewer, group.eventId, circleId);
    const key = { groupId, userId: viewer.userId, circleId };
    if (shared) await tx.groupMemoShare.upsert({ where: { groupId_userId_circleId: key }, create: key, update: {} });
    else await tx.groupMemoShare.deleteMany({ where: key });
    return { version: await bumpVersion(tx, groupId) };
  });
}

/** The member's groups with their wants of one circle, for the circle page's "want" panel. */
export async function loadCircleWants(userId: string, circleId: number): Promise<{ hasMemo: boolean; groups: { groupId: string; name: string; memoShared: boolean; wants: { workId: number | null; label: string; quantity: number }[] }[] }> {
  const [groups, favorite] = await Promise.all([
    db.group.findMany({
      where: { members: { some: { userId } }, event: { code: getConfig().eventCode } },
      select: { id: true, name: true, memoShares: { where: { userId, circleId }, select: { circleId: true } }, wants: { where: { userId, circleId }, select: { workId: true, label: true, quantity: true }, orderBy: { id: 'asc' } } },
      orderBy: { createdAt: 'asc' },
    }),
    db.favorite.findUnique({ where: { userId_circleId: { userId, circleId } }, select: { memo: true } }),
  ]);
  return { hasMemo: (favorite?.memo ?? '') !== '', groups: groups.map((g) => ({ groupId: g.id, name: g.name, memoShared: g.memoShares.length > 0, wants: g.wants })) };
}
