/**
 * Hands a server component's markup to the server rendering of a client component in the same request
 * without putting it into the data React hydrates from. Both renders run in one process but load their
 * modules separately, so the hand-off lives on `globalThis`. A read does not use the markup up: React
 * may render the component again (a retry after a suspended sibling), and a second read must find the
 * same markup. Read markup is kept a short while for that, markup nobody read (an aborted request) a
 * little longer.
 */
type Handoff = { entries: Map<string, { markup: string; until: number }> };

const unreadMs = 30_000;
const readMs = 5_000;

function handoff(): Handoff {
  const global = globalThis as unknown as { markupHandoff?: Handoff };
  global.markupHandoff ??= { entries: new Map() };
  return global.markupHandoff;
}

export function handOverMarkup(markup: string, now: number = Date.now()): string {
  const { entries } = handoff();
  for (const [token, entry] of entries) {
    if (entry.until <= now) entries.delete(token);
  }
  const token = `${now.toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  entries.set(token, { markup, until: now + unreadMs });
  return token;
}

/** The markup handed over under `token`, as often as it is asked for until it ages out; '' when there is none. */
export function readHandedOverMarkup(token: string, now: number = Date.now()): string {
  const entry = handoff().entries.get(token);
  if (!entry || entry.until <= now) return '';
  entry.until = Math.min(entry.until, now + readMs);
  return entry.markup;
}
