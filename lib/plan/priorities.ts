// Priority classes of the day's walk. A member files each colour under "must", "want" or "if time";
// a colour not filed yet takes its default from the order of the colour labels: the first named colour
// is "must", the second "want", the rest "if time". Pinned circles come before every class.

export const priorityClasses = ['must', 'want', 'ifTime'] as const;
export type PriorityClass = (typeof priorityClasses)[number];

/** Rank 0 is reserved for pinned circles. */
const PINNED_RANK = 0;
const priorityRank: Record<PriorityClass, number> = { must: 1, want: 2, ifTime: 3 };

/** The class of each colour: the member's own choice, else the default from the labels' order. */
export function colourPriorities(labelledColours: readonly number[], chosen: ReadonlyMap<number, PriorityClass>): (colour: number) => PriorityClass {
  const ordered = [...new Set(labelledColours)].sort((a, b) => a - b);
  const defaults = new Map<number, PriorityClass>();
  if (ordered[0] !== undefined) defaults.set(ordered[0], 'must');
  if (ordered[1] !== undefined) defaults.set(ordered[1], 'want');
  return (colour) => chosen.get(colour) ?? defaults.get(colour) ?? 'ifTime';
}

export function stopRank(pinned: boolean, priority: PriorityClass): number {
  return pinned ? PINNED_RANK : priorityRank[priority];
}
