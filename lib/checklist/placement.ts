/** The venue's areas, as the schema's `Area` enum spells them. */
export type HallArea = 'EAST' | 'WEST' | 'SOUTH';

export const hallLetters: Readonly<Record<HallArea, string>> = { EAST: '東', WEST: '西', SOUTH: '南' };

const WEEKDAYS = '日月火水木金土';

/** 土, 日, ... for an event day stored as a date at midnight UTC (a `@db.Date` column). */
export function weekdayLabel(date: Date): string {
  return WEEKDAYS.charAt(date.getUTCDay());
}

/** Block names are full width in the format; a half-width `A` from elsewhere would match nothing. */
export function toFullWidth(text: string): string {
  return text.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));
}

export interface PlacementParts {
  /** Day label as shown: 土, 日, or a day name. */
  day: string;
  area: HallArea;
  block: string;
  spaceNumber: number;
  /** `ab` for a circle with both halves of a desk. */
  sides: 'a' | 'b' | 'ab';
}

/** `土 東ア-01a`: the placement id the preview and the favourites list show. */
export function formatPlacement({ day, area, block, spaceNumber, sides }: PlacementParts): string {
  const space = String(spaceNumber).padStart(2, '0');
  return `${day} ${hallLetters[area]}${toFullWidth(block)}-${space}${sides}`;
}
