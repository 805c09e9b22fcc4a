// What became of a planned visit. A plain module: the schema and the plan's buttons both read it, and
// the browser never loads the validation library for it.

export const visitStatuses = ['NOT_VISITED', 'BOUGHT', 'SOLD_OUT', 'SKIPPED'] as const;
export type VisitStatus = (typeof visitStatuses)[number];

/** Event day numbers, as the catalogue's day filter has them. */
export const MAX_EVENT_DAY = 7;
