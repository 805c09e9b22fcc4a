import 'server-only';
import { db } from '@/lib/db';
import type { LabelChange } from './schemas';

/** The user's own names for colours, by colour number; colours without one keep their default name. */
export async function getColorLabels(userId: string): Promise<Map<number, string>> {
  const rows = await db.colorLabel.findMany({ where: { userId }, select: { color: true, label: true } });
  return new Map(rows.map((row) => [row.color, row.label]));
}

/** Names a colour; an empty name returns it to its default. */
export async function renameColorLabel(userId: string, { color, label }: LabelChange): Promise<{ color: number; label: string | null }> {
  if (label === '') {
    await db.colorLabel.deleteMany({ where: { userId, color } });
    return { color, label: null };
  }
  await db.colorLabel.upsert({ where: { userId_color: { userId, color } }, create: { userId, color, label }, update: { label } });
  return { color, label };
}
