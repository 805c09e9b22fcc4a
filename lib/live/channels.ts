// The PostgreSQL NOTIFY channels of the live streams (decision 043). A payload names what moved and its
// new number in a durable sequence; the rows themselves stay in their tables.

export const liveChannels = {
  /** `<groupId>:<version>`: a group's version moved (every write of a group bumps it). */
  group: 'live_group',
  /** `<eventId>:<importId>`: a catalogue import was stored. */
  catalogue: 'live_catalogue',
} as const;

export type LiveChannel = (typeof liveChannels)[keyof typeof liveChannels];

/** `topic:sequence` as the writers send it; anything else is ignored. */
export function parseNotice(payload: string): { topic: string; sequence: number } | null {
  const at = payload.lastIndexOf(':');
  if (at <= 0) return null;
  const sequence = Number(payload.slice(at + 1));
  return Number.isSafeInteger(sequence) && sequence >= 0 ? { topic: payload.slice(0, at), sequence } : null;
}
