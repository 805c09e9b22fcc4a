import { formatBoothSpace, formatSpace } from '@/lib/catalogue/placement-text';
import type { AppLocale } from '@/lib/i18n/locales';
import { spacesByCircle, type MapBooth, type MapDay } from './map-day';

/** Look-ups the map needs again and again, built once per loaded day. */
export type MapDayIndex = {
  day: MapDay;
  circleById: Map<number, number>;
  circleByWcid: Map<number, number>;
  spacesOfCircle: Map<number, number[]>;
  boothById: Map<number, MapBooth>;
};

export function indexMapDay(day: MapDay): MapDayIndex {
  return {
    day,
    circleById: new Map(day.circles.id.map((id, index) => [id, index])),
    circleByWcid: new Map(day.circles.wcid.map((wcid, index) => [wcid, index])),
    spacesOfCircle: spacesByCircle(day),
    boothById: new Map(day.booths.map((booth) => [booth.id, booth])),
  };
}

/** The hall (index into `day.halls`) a space stands in. */
export function hallOfSpace(day: MapDay, space: number): number {
  return day.blocks[day.spaces.block[space] ?? 0]?.hall ?? 0;
}

/** `Sat East ア-12ab` for a circle's spaces on this day. */
export function circlePlacementText(index: MapDayIndex, circle: number, locale: AppLocale, weekday: string): string {
  const { day } = index;
  const spaces = index.spacesOfCircle.get(circle) ?? [];
  const first = spaces[0];
  if (first === undefined) return '';
  const block = day.blocks[day.spaces.block[first] ?? 0];
  const hall = block ? day.halls[block.hall] : undefined;
  if (!block || !hall) return '';
  const sides = spaces.map((space) => day.spaces.side[space] ?? '').join('');
  const text = formatSpace(locale, { area: hall.area, block: block.name, spaceNumber: day.spaces.number[first] ?? 0, sides: sides === 'ab' ? 'ab' : sides === 'b' ? 'b' : 'a' });
  return weekday ? `${weekday} ${text}` : text;
}

export function boothPlacementText(day: MapDay, booth: MapBooth, locale: AppLocale): string {
  const hall = day.halls[booth.hall];
  return hall ? formatBoothSpace(locale, hall.area, booth.code) : booth.code;
}
