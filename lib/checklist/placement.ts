import { hallLetters, toFullWidth } from '@/lib/catalogue/placement-text';
import type { HallArea } from '@/lib/catalogue/venue';

// The venue's vocabulary lives with the catalogue; the checklist keeps its own names for it.
export { hallLetters, toFullWidth, type HallArea };

const WEEKDAYS = '日月火水木金土';

/** 土, 日, ... for an event day stored as a date at midnight UTC (a `@db.Date` column). */
export function weekdayLabel(date: Date): string {
  return WEEKDAYS.charAt(date.getUTCDay());
}

export interface PlacementParts {
  /** Day label as the checklist format writes it: 土, 日, or a day name. */
  day: string;
  /** The event day as `YYYY-MM-DD`, from which each language writes its own day name. */
  date: string;
  area: HallArea;
  block: string;
  spaceNumber: number;
  /** `ab` for a circle with both halves of a desk. */
  sides: 'a' | 'b' | 'ab';
}

/** `土 東ア-01a`: the placement id as the checklist format's tools write it. */
export function formatPlacement({ day, area, block, spaceNumber, sides }: PlacementParts): string {
  const space = String(spaceNumber).padStart(2, '0');
  return `${day} ${hallLetters[area]}${toFullWidth(block)}-${space}${sides}`;
}
