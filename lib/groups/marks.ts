import 'server-only';
import { db } from '@/lib/db';
import { parseOrThrow } from '@/lib/errors';
import { queueBoughtNotices, queueSettlementNoticeWhenReady } from '@/lib/notifications/group-notices';
import type { MarkStatus } from './group-limits';
import { bumpVersion, notFound, requireMember, type GroupViewer, type Tx } from './membership';
import { mergeMark, type MarkFieldEdits } from './merge-mark';
import { setMarkSchema, syncMarksSchema } from './schemas';

// Marks in the hall: "bought", "sold out" or "skipped" per work or free line, with the price paid when
// it differs. Marks made online and marks a device queued offline go through the same merge.

export type MarkState = { item: string; circleId: number; status: MarkStatus; statusUpdatedAt: number; markedById: string; priceYen: number | null; priceUpdatedAt: number };
export type MarkSyncResult = { marks: MarkState[]; conflicts: string[]; skipped: string[]; version: number };

/** Items of the group the viewer may see: works some member wants, free lines of the group. */
async function visibleItems(tx: Tx, viewer: GroupViewer, groupId: string, items: readonly string[]): Promise<Map<string, number>> {
  const workIds = items.filter((item) => item.startsWith('w')).map((item) => Number(item.slice(1)));
  const lineIds = items.filter((item) => item.startsWith('l')).map((item) => Number(item.slice(1)));
  const adult = viewer.mayViewAdult ? {} : { circle: { isAdult: false } };
  const [works, lines] = await Promise.all([
    tx.groupWant.findMany({ where: { groupId, workId: { in: workIds }, ...adult }, select: { workId: true, circleId: true } }),
    tx.groupWant.findMany({ where: { groupId, id: { in: lineIds }, workId: null, ...adult }, select: { id: true, circleId: true } }),
  ]);
  const adultWorks = viewer.mayViewAdult ? new Set<number>() : new Set((await tx.work.findMany({ where: { id: { in: workIds }, isAdult: true }, select: { id: true } })).map((w) => w.id));
  const visible = new Map<string, number>();
  for (const want of works) if (want.workId !== null && !adultWorks.has(want.workId)) visible.set(`w${want.workId}`, want.circleId);
  for (const line of lines) visible.set(`l${line.id}`, line.circleId);
  return visible;
}

export async function applyMarkEdits(viewer: GroupViewer, groupId: string, edits: readonly ({ item: string } & MarkFieldEdits)[], now = new Date()): Promise<MarkSyncResult> {
  return db.$transaction(async (tx) => {
    await requireMember(tx, groupId, viewer.userId);
    const items = [...new Set(edits.map((edit) => edit.item))];
    const visible = await visibleItems(tx, viewer, groupId, items);
    // Locks the stored marks of these items: two devices syncing at once merge one after the other.
    const stored = await tx.$queryRaw<{ item: string; status: MarkStatus; statusUpdatedAt: Date; markedById: string; priceYen: number | null; priceUpdatedAt: Date }[]>`
      SELECT "item", "status"::text AS "status", "statusUpdatedAt", "markedById", "priceYen", "priceUpdatedAt" FROM "GroupMark"
      WHERE "groupId" = ${groupId} AND "item" = ANY(${items}::text[]) FOR UPDATE`;
    const byItem = new Map(stored.map((row) => [row.item, row]));
    const result: MarkSyncResult = { marks: [], conflicts: [], skipped: [], version: 0 };
    let changedAny = false;
    const boughtNow: string[] = [];
    for (const edit of edits) {
      const circleId = visible.get(edit.item);
      if (circleId === undefined) {
        result.skipped.push(edit.item);
        continue;
      }
      const { next, changed, conflicts } = mergeMark(byItem.get(edit.item) ?? null, edit, viewer.userId, now);
      if (conflicts.length > 0) result.conflicts.push(edit.item);
      if (changed) {
        const data = { circleId, status: next.status, statusUpdatedAt: next.statusUpdatedAt, markedById: next.markedById, priceYen: next.priceYen, priceUpdatedAt: next.priceUpdatedAt };
        await tx.groupMark.upsert({ where: { groupId_item: { groupId, item: edit.item } }, create: { groupId, item: edit.item, ...data }, update: data });
        if (next.status === 'BOUGHT' && byItem.get(edit.item)?.status !== 'BOUGHT') boughtNow.push(edit.item);
        byItem.set(edit.item, { item: edit.item, ...next });
        changedAny = true;
      }
      result.marks.push({ item: edit.item, circleId, ...next, statusUpdatedAt: next.statusUpdatedAt.getTime(), priceUpdatedAt: next.priceUpdatedAt.getTime() });
    }
    const group = await tx.group.findUniqueOrThrow({ where: { id: groupId }, select: { version: true } });
    result.version = changedAny ? await bumpVersion(tx, groupId) : group.version;
    if (changedAny) {
      // The news for the other members' phones commits with the marks or not at all (decision 044).
      await queueBoughtNotices(tx, groupId, viewer.userId, boughtNow);
      await queueSettlementNoticeWhenReady(tx, groupId, viewer.userId);
    }
    return result;
  });
}

export async function setMark(viewer: GroupViewer, input: unknown, now = new Date()): Promise<MarkState> {
  const { groupId, item, status, priceYen } = parseOrThrow(setMarkSchema, input);
  const edit: MarkFieldEdits = { status: { value: status, editedAt: now.getTime() }, ...(priceYen !== undefined ? { price: { value: priceYen, editedAt: now.getTime() } } : {}) };
  const { marks } = await applyMarkEdits(viewer, groupId, [{ item, ...edit }], now);
  const mark = marks[0];
  if (!mark) throw notFound();
  return mark;
}

export async function syncMarks(viewer: GroupViewer, input: unknown, now = new Date()): Promise<MarkSyncResult> {
  const { groupId, marks } = parseOrThrow(syncMarksSchema, input);
  return applyMarkEdits(viewer, groupId, marks, now);
}
