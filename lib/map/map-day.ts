// The venue map's data for one event day, as columns of numbers instead of an object per space, lengths
// in whole centimetres; the browser receives it from `/api/map/day/{n}` encoded by `map-day-codec.ts`.
// Pure types and readers, shared by the server that writes it and the map that draws it.

export type HallArea = 'EAST' | 'WEST' | 'SOUTH';

/** x, y, width, height in centimetres; x grows eastwards and y southwards from the venue origin. */
export type MapRect = [x: number, y: number, width: number, height: number];

/** `floor` 1 is the ground; an upper hall may cover a lower one on the plan (`map-floors.ts`). */
export type MapHall = { key: string; area: HallArea; number: number; corporate: boolean; floor: number; rect: MapRect };

/** A block row of one hall (a wall block has one per hall), outlined by the desks it holds. */
export type MapBlock = { hall: number; name: string; wall: boolean; outlines: MapRect[] };

/** One half desk per index, in venue order. `circle` is an index into `circles`, or -1 for an empty desk. */
export type MapSpaces = {
  block: number[];
  number: number[];
  /** One character per space, `a` or `b`. */
  side: string;
  x: number[];
  y: number[];
  width: number[];
  height: number[];
  circle: number[];
};

export type MapCircles = { id: number[]; wcid: number[]; name: string[]; genre: number[] };

/**
 * The circles' authors and their names' romaji ('' where a name needs none), by circle index: what only
 * the popup shows, sent apart from the day (the authors alone are a third of its size) after the map is
 * drawn.
 */
export type MapAuthors = {
  author: string[];
  romaji: string[];
  /**
   * The popup's thumbnail address (the circle's menu, else its first cover) or ''. Read under the image
   * rule for the day's kind of viewer, so a viewer who may not see adult content is sent no adult image's
   * address. Absent in a copy a device saved before thumbnails were sent.
   */
  thumb?: string[];
};

export type MapBooth = { id: number; name: string; code: string; hall: number; rect: MapRect };

export type MapDay = {
  version: typeof MAP_DAY_VERSION;
  day: number;
  halls: MapHall[];
  blocks: MapBlock[];
  spaces: MapSpaces;
  circles: MapCircles;
  booths: MapBooth[];
};

/** The wire format's version (`map-day-codec.ts`); part of every day's content hash. */
export const MAP_DAY_VERSION = 3;

/** Metres (the schema's floor-plan unit) to the whole centimetres of the payload. */
export const toCentimetres = (metres: number) => Math.round(metres * 100);

export function spaceRect(spaces: MapSpaces, index: number): MapRect {
  return [spaces.x[index] ?? 0, spaces.y[index] ?? 0, spaces.width[index] ?? 0, spaces.height[index] ?? 0];
}

/** Space indices of each circle (one or two). */
export function spacesByCircle(day: MapDay): Map<number, number[]> {
  const byCircle = new Map<number, number[]>();
  day.spaces.circle.forEach((circle, space) => {
    if (circle < 0) return;
    const list = byCircle.get(circle);
    if (list) list.push(space);
    else byCircle.set(circle, [space]);
  });
  return byCircle;
}
