// The marks a buyer made while the network was away, kept on the device per group until the server
// has them. Like the favourites' queue, each field carries the time it was edited, so the server merges
// by the later edit and nobody's mark is lost.

export type QueuedMark = { item: string; status: { value: string; editedAt: number } };

const key = (groupId: string) => `group-marks:${groupId}`;

export function readQueue(groupId: string): QueuedMark[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(groupId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedMark[]) : [];
  } catch {
    return [];
  }
}

/** The latest edit of each item wins on the device too. */
export function enqueue(groupId: string, mark: QueuedMark): QueuedMark[] {
  const next = [...readQueue(groupId).filter((queued) => queued.item !== mark.item), mark];
  localStorage.setItem(key(groupId), JSON.stringify(next));
  return next;
}

export function dropSent(groupId: string, sent: readonly QueuedMark[]): QueuedMark[] {
  const left = readQueue(groupId).filter((queued) => !sent.some((s) => s.item === queued.item && s.status.editedAt === queued.status.editedAt));
  localStorage.setItem(key(groupId), JSON.stringify(left));
  return left;
}
