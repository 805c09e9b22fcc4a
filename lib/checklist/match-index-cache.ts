import type { PrismaClient } from '@/lib/db/client';
import { loadMatchCatalogue, readCatalogueSignature } from './catalogue-source';
import { buildMatchIndex, type MatchIndex } from './match-index';

export interface EventMatchIndex {
  eventId: number;
  eventCode: string;
  index: MatchIndex;
}

export interface MatchIndexCache {
  /** The index of the event, rebuilt when its circles changed since the last build; null for no such event. */
  get(eventCode: string): Promise<EventMatchIndex | null>;
}

/**
 * Building the index costs about half a second per event; checking whether it is still current costs
 * one aggregate query, so every import checks and only a changed catalogue pays for a rebuild.
 * Callers asking for the same catalogue share one build.
 */
export function createMatchIndexCache(client: PrismaClient): MatchIndexCache {
  const entries = new Map<string, { version: string; index: Promise<EventMatchIndex> }>();

  async function build(eventId: number, eventCode: string): Promise<EventMatchIndex> {
    return { eventId, eventCode, index: buildMatchIndex(await loadMatchCatalogue(client, eventId)) };
  }

  return {
    async get(eventCode) {
      const event = await client.event.findUnique({ where: { code: eventCode }, select: { id: true } });
      if (event === null) return null;
      const signature = await readCatalogueSignature(client, event.id);
      const version = `${event.id}:${signature.circles}:${signature.hash}`;
      const entry = entries.get(eventCode);
      if (entry?.version === version) return entry.index;
      const index = build(event.id, eventCode);
      entries.set(eventCode, { version, index });
      // A failed build (database briefly away) is retried by the next caller.
      index.catch(() => {
        if (entries.get(eventCode)?.index === index) entries.delete(eventCode);
      });
      return index;
    },
  };
}
