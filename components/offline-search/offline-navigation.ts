import type { CircleListQuery } from '@/lib/catalogue/query-string';

// The list's filters build their next query from the page the server rendered; while the device search
// shows results for a keyword typed since, that keyword must travel with them. Offline, the device
// search answers the filters itself, as the server cannot. A plain module with one slot, so the filters
// carry no code of the search.

type Handler = {
  /** The query as the device search shows it now, for the filters to build on. */
  adjust(next: CircleListQuery): CircleListQuery;
  /** Shows this query from the device; false when it cannot. */
  show(next: CircleListQuery): boolean;
};

let handler: Handler | null = null;

export function setLiveListHandler(next: Handler | null): void {
  handler = next;
}

/** The query to ask the server for, or null when the device search answered it (offline). */
export function routeListQuery(next: CircleListQuery): CircleListQuery | null {
  if (handler === null) return next;
  const adjusted = handler.adjust(next);
  return !navigator.onLine && handler.show(adjusted) ? null : adjusted;
}
