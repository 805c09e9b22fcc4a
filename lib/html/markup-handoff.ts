/**
 * Hands a server component's markup to the server rendering of a client component in the same request
 * without putting it into the data React hydrates from. Both renders run in one process but load their
 * modules separately, so the hand-off lives on `globalThis`. Markup nobody takes (an aborted request)
 * is dropped after a while.
 */
type Handoff = { entries: Map<string, { markup: string; until: number }> };

const keepMs = 30_000;

function handoff(): Handoff {
  const global = globalThis as unknown as { markupHandoff?: Handoff };
  global.markupHandoff ??= { entries: new Map() };
  return global.markupHandoff;
}

export function handOverMarkup(markup: string, now: number = Date.now()): string {
  const { entries } = handoff();
  for (const [token, entry] of entries) {
    // Insertion order is age order: stop at the first one still fresh.
    if (entry.until > now) break;
    entries.delete(token);
  }
  const token = `${now.toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  entries.set(token, { markup, until: now + keepMs });
  return token;
}

/** The markup handed over under `token`, once; '' when there is none. */
export function takeHandedOverMarkup(token: string): string {
  const { entries } = handoff();
  const entry = entries.get(token);
  entries.delete(token);
  return entry?.markup ?? '';
}
