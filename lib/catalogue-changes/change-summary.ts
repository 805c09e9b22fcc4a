// What changed under one circle since a member last looked, from the import records of every import
// since (docs/decisions/032): several imports fold into one account of where things stand now.

export type RecordedChange =
  | { kind: 'MOVED'; detail: { from: string[]; to: string[] } }
  | { kind: 'WITHDRAWN' | 'RETURNED' | 'WORKS_CHANGED'; detail: unknown }
  | { kind: 'DETAILS_CHANGED'; detail: { fields: string[] } };

/** Fields a member reads on the circle's page, under the names the messages give them. */
export const shownFields = ['name', 'author', 'genre', 'description', 'cashless', 'adult', 'links'] as const;
export type ShownField = (typeof shownFields)[number];

const fieldNames: Readonly<Record<string, ShownField>> = {
  name: 'name', nameKana: 'name', author: 'author', authorKana: 'author', genre: 'genre', description: 'description',
  supplementComment: 'description', cashless: 'cashless', isAdult: 'adult', websiteUrl: 'links', pixivUrl: 'links', xUrl: 'links',
};

export type CircleChangeSummary = {
  /** Spaces as the import writes them (`1 東ア-01a`: day, then space code), before and now; null when back where it was. */
  moved: { from: string[]; to: string[] } | null;
  withdrawn: boolean;
  /** Back in the catalogue after a withdrawal the member had already seen. */
  returned: boolean;
  worksChanged: boolean;
  /** A menu page the circle did not have, or a new picture of one: the import records it as the detail `menu`. */
  newMenu: boolean;
  fields: ShownField[];
};

/**
 * Folds a circle's changes, oldest first, into one summary; null when nothing a member would notice is
 * left (moved and moved back, withdrawn and returned, only bookkeeping fields such as the catalogue page).
 */
export function summariseChanges(changes: readonly RecordedChange[]): CircleChangeSummary | null {
  let from: string[] | null = null;
  let to: string[] | null = null;
  let withdrawn: boolean | null = null;
  let wasWithdrawn = false;
  let worksChanged = false;
  let newMenu = false;
  const fields = new Set<ShownField>();
  for (const change of changes) {
    if (change.kind === 'MOVED') {
      from ??= change.detail.from;
      to = change.detail.to;
    } else if (change.kind === 'WITHDRAWN') {
      if (withdrawn === null) wasWithdrawn = false;
      withdrawn = true;
    } else if (change.kind === 'RETURNED') {
      if (withdrawn === null) wasWithdrawn = true;
      withdrawn = false;
    } else if (change.kind === 'WORKS_CHANGED') {
      worksChanged = true;
    } else if (change.kind === 'DETAILS_CHANGED') {
      for (const field of change.detail.fields) {
        if (field === 'menu') newMenu = true;
        const shown = fieldNames[field];
        if (shown) fields.add(shown);
      }
    }
  }
  const moved = from && to && from.join('|') !== to.join('|') ? { from, to } : null;
  const summary: CircleChangeSummary = {
    moved,
    withdrawn: withdrawn === true,
    returned: withdrawn === false && wasWithdrawn,
    worksChanged,
    newMenu,
    fields: shownFields.filter((field) => fields.has(field)),
  };
  const noticed = summary.moved || summary.withdrawn || summary.returned || summary.worksChanged || summary.newMenu || summary.fields.length > 0;
  return noticed ? summary : null;
}
