import 'server-only';
import { AppError, parseOrThrow } from '@/lib/errors';
import { requireMediaType } from '@/lib/http/media-type';
import { readBodyText } from '@/lib/http/read-body';
import { writeCsv } from '@/lib/text/csv';
import { requireGroupActor } from './group-actor';
import { groupVersion } from './group-view';
import { syncMarks, type MarkSyncResult } from './marks';
import { groupIdSchema } from './schemas';
import { loadSettlement } from './settle-up';

// The groups' route handlers: the version a screen polls, the marks a device sends (online or from its
// offline queue) and the distribution list as CSV. Each checks the plan and the membership itself.

const MARKS_MAX_BODY_BYTES = 128 * 1024;

/** GET /api/groups/:groupId/version */
export async function versionOf(groupId: string): Promise<{ version: number }> {
  const viewer = await requireGroupActor();
  return { version: await groupVersion(viewer, parseOrThrow(groupIdSchema, groupId)) };
}

/** POST /api/groups/:groupId/marks, JSON only: a cross-site form cannot send it without the browser asking first. */
export async function postMarks(request: Request, groupId: string): Promise<MarkSyncResult> {
  const viewer = await requireGroupActor();
  requireMediaType(request, ['application/json']);
  let body: unknown;
  try {
    body = JSON.parse(await readBodyText(request, MARKS_MAX_BODY_BYTES));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('invalidInput', 'Errors.field.invalid');
  }
  return syncMarks(viewer, { ...(typeof body === 'object' && body !== null ? body : {}), groupId });
}

export type CsvHeadings = { member: string; from: string; circle: string; item: string; quantity: string; yen: string; hidden: string; pays: string; to: string };

/** GET /api/groups/:groupId/distribution.csv: per member, what they receive from whom, then the transfers. */
export async function distributionCsv(groupId: string, headings: CsvHeadings): Promise<string> {
  const viewer = await requireGroupActor();
  const settlement = await loadSettlement(viewer, parseOrThrow(groupIdSchema, groupId));
  const name = new Map(settlement.members.map((m) => [m.userId, m.nickname]));
  const rows: (string | number)[][] = [[headings.member, headings.from, headings.circle, headings.item, headings.quantity, headings.yen]];
  for (const member of settlement.members) {
    for (const r of member.receives) rows.push([member.nickname, name.get(r.buyerId) ?? '', r.circleName ?? headings.hidden, r.title ?? headings.hidden, r.quantity, r.yen]);
  }
  rows.push([]);
  rows.push([headings.pays, headings.to, headings.yen]);
  for (const t of settlement.transfers) rows.push([name.get(t.fromId) ?? '', name.get(t.toId) ?? '', t.yen]);
  return writeCsv(rows);
}
