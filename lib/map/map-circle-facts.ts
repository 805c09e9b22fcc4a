import type { MapAuthors, MapDay } from './map-day';

/** What the map's popup shows of one of the day's circles, apart from the viewer's own marks. */
export type MapCircleFacts = {
  id: number;
  wcid: number;
  name: string;
  /** The name's reading in romaji, '' where it needs none (or before the authors have arrived). */
  romaji: string;
  author: string;
  /** The circle's menu (else first cover) thumbnail address this viewer may be sent, or ''. */
  thumb: string;
};

/**
 * The circle at `circle` (its index in the day's columns) joined with its authors' part, which arrives
 * after the map is drawn and may be absent; a copy saved before thumbnails were sent has none.
 */
export function mapCircleFacts(day: MapDay, authors: MapAuthors | null | undefined, circle: number): MapCircleFacts {
  return {
    id: day.circles.id[circle] ?? 0,
    wcid: day.circles.wcid[circle] ?? 0,
    name: day.circles.name[circle] ?? '',
    romaji: authors?.romaji[circle] ?? '',
    author: authors?.author[circle] ?? '',
    thumb: authors?.thumb?.[circle] ?? '',
  };
}
