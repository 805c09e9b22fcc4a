import { changeCount, type ImportDiff } from '@/lib/catalogue-import/diff';
import type { EventData } from '@/lib/catalogue-import/event-data';

export type CutCounts = { new: number; replaced: number; unchanged: number; removed: number };

/** What the files held. */
export type ImportCounts = { circles: number; works: number; links: number; exhibitors: number; genres: number; placements: number; cuts: number };

/** The change summary as printed and as kept in the import history (JSON). */
export type ChangeSummary = {
  total: number;
  event: string[];
  circles: { added: number; changed: number; withdrawn: number; returned: number; fields: Record<string, number> };
  spaces: { moved: number; redrawn: number; added: number; removed: number };
  works: { added: number; changed: number; removed: number };
  links: { circlesChanged: number };
  exhibitors: { added: number; changed: number; removed: number };
  venue: Record<'days' | 'halls' | 'blocks' | 'genres', { added: number; changed: number; removed: number }>;
  cuts: CutCounts;
  /** images.csv's images (decision 040); absent in summaries kept from before them. */
  images?: CutCounts;
  /** The first few changed circles, by the organiser's id, so staff can check a correction landed. */
  examples: string[];
};

const EXAMPLES = 20;
export const noCuts: CutCounts = { new: 0, replaced: 0, unchanged: 0, removed: 0 };

export function countFiles(data: EventData, cuts: number): ImportCounts {
  return { circles: data.circles.length, works: data.works.length, links: data.shopLinks.length, exhibitors: data.exhibitors.length, genres: data.genres.length, placements: data.placements.length, cuts };
}

export function summarise(diff: ImportDiff, incoming: EventData, cuts: CutCounts, images: CutCounts = noCuts): ChangeSummary {
  const fields: Record<string, number> = {};
  for (const change of diff.circles.changed) for (const field of change.fields) fields[field] = (fields[field] ?? 0) + 1;
  const size = (part: { added: number[]; changed: number[]; removed: number[] }) => ({ added: part.added.length, changed: part.changed.length, removed: part.removed.length });
  const examples: string[] = [];
  for (const index of diff.circles.added.slice(0, EXAMPLES)) examples.push(`+ ${incoming.circles[index]?.wcid} added`);
  for (const change of diff.circles.changed) {
    if (examples.length >= EXAMPLES) break;
    const what = [
      change.returned ? 'returned' : '',
      change.fields.length > 0 ? change.fields.join(', ') : '',
      change.moved ? `moved ${change.moved.from.join(' ') || '(no space)'} → ${change.moved.to.join(' ') || '(no space)'}` : '',
      change.worksChanged ? 'works' : '',
      change.linksChanged ? 'links' : '',
    ].filter(Boolean);
    examples.push(`~ ${incoming.circles[change.index]?.wcid} ${what.join('; ')}`);
  }
  for (const entry of diff.circles.withdrawn) {
    if (examples.length >= EXAMPLES) break;
    examples.push(`- ${entry.wcid} withdrawn${entry.spaces.length > 0 ? ` (was ${entry.spaces.join(' ')})` : ''}`);
  }
  const cutChanges = cuts.new + cuts.replaced + cuts.removed + images.new + images.replaced + images.removed;
  return {
    total: changeCount(diff) + cutChanges,
    event: diff.eventFields,
    circles: {
      added: diff.circles.added.length,
      changed: diff.circles.changed.length,
      withdrawn: diff.circles.withdrawn.length,
      returned: diff.circles.changed.filter((change) => change.returned).length,
      fields,
    },
    spaces: { moved: diff.circles.changed.filter((change) => change.moved).length, redrawn: diff.spacesRedrawn, ...diff.spaces },
    works: diff.works,
    links: { circlesChanged: diff.circles.changed.filter((change) => change.linksChanged).length },
    exhibitors: size(diff.exhibitors),
    venue: { days: size(diff.days), halls: size(diff.halls), blocks: size(diff.blocks), genres: size(diff.genres) },
    cuts,
    images,
    examples,
  };
}

/** The summary as staff read it in the terminal. */
export function formatSummary(summary: ChangeSummary): string {
  const triple = (part: { added: number; changed: number; removed: number }) => `${part.added} added, ${part.changed} changed, ${part.removed} removed`;
  const fieldList = Object.entries(summary.circles.fields).sort((a, b) => b[1] - a[1]).map(([field, count]) => `${field} ${count}`).join(', ');
  const lines = [
    `  circles: ${summary.circles.added} added, ${summary.circles.changed} changed, ${summary.circles.withdrawn} withdrawn, ${summary.circles.returned} returned`,
    ...(fieldList ? [`    fields changed: ${fieldList}`] : []),
    `  spaces: ${summary.spaces.moved} circles moved, ${summary.spaces.redrawn} spaces redrawn, ${summary.spaces.added} added, ${summary.spaces.removed} removed`,
    `  works: ${summary.works.added} added, ${summary.works.changed} changed, ${summary.works.removed} removed; links changed for ${summary.links.circlesChanged} circles`,
    `  exhibitors: ${triple(summary.exhibitors)}`,
    `  venue: days ${triple(summary.venue.days)}; halls ${triple(summary.venue.halls)}; blocks ${triple(summary.venue.blocks)}; genres ${triple(summary.venue.genres)}`,
    ...(summary.event.length > 0 ? [`  event: ${summary.event.join(', ')} changed`] : []),
    `  cuts: ${summary.cuts.new} new, ${summary.cuts.replaced} replaced, ${summary.cuts.unchanged} unchanged, ${summary.cuts.removed} removed`,
    ...(summary.images ? [`  images: ${summary.images.new} new, ${summary.images.replaced} replaced, ${summary.images.unchanged} unchanged, ${summary.images.removed} removed`] : []),
    `  changes: ${summary.total}`,
    ...summary.examples.map((example) => `    ${example}`),
  ];
  return lines.join('\n');
}
