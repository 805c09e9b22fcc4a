import type { Feature, FeatureCollection, Point, Polygon } from 'geojson';
import { spaceRect, type MapDay, type MapRect } from './map-day';
import { onFloor } from './map-floors';

// The floor plan in map coordinates: one centimetre is a millionth of a degree, with y flipped so that
// north stays up. Near 0,0 Web Mercator is as good as flat, and the venue spans well under a degree.

const DEGREES_PER_CM = 1e-6;

export const toLngLat = (x: number, y: number): [number, number] => [x * DEGREES_PER_CM, -y * DEGREES_PER_CM];

export function rectPolygon([x, y, width, height]: MapRect): Polygon {
  return { type: 'Polygon', coordinates: [[toLngLat(x, y), toLngLat(x + width, y), toLngLat(x + width, y + height), toLngLat(x, y + height), toLngLat(x, y)]] };
}

/** [[west, south], [east, north]] of a rectangle, with a margin in centimetres. */
export function rectBounds([x, y, width, height]: MapRect, margin = 0): [[number, number], [number, number]] {
  return [toLngLat(x - margin, y + height + margin), toLngLat(x + width + margin, y - margin)];
}

export function rectCenter([x, y, width, height]: MapRect): [number, number] {
  return toLngLat(x + width / 2, y + height / 2);
}

export function venueRect(day: MapDay): MapRect {
  return rectAround(day.halls.map((hall) => hall.rect));
}

/** The smallest rectangle holding all of `rects` (none: an empty one at the origin). */
export function rectAround(rects: Iterable<MapRect>): MapRect {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y, width, height] of rects) {
    left = Math.min(left, x);
    top = Math.min(top, y);
    right = Math.max(right, x + width);
    bottom = Math.max(bottom, y + height);
  }
  return left === Infinity ? [0, 0, 0, 0] : [left, top, right - left, bottom - top];
}

type Properties = Record<string, string | number>;

function collection(features: { id: number; rect: MapRect; properties: Properties }[]): FeatureCollection<Polygon, Properties> {
  return { type: 'FeatureCollection', features: features.map(({ id, rect, properties }) => ({ type: 'Feature', id, geometry: rectPolygon(rect), properties })) };
}

// A qualitative palette for genre colouring; genre codes are spread over it by a small hash.
const GENRE_COLOURS = ['#8DD3C7', '#FFFFB3', '#BEBADA', '#FB8072', '#80B1D3', '#FDB462', '#B3DE69', '#FCCDE5', '#D9D9D9', '#BC80BD', '#CCEBC5', '#FFED6F'];

export function genreColour(code: number): string {
  return GENRE_COLOURS[(code * 7 + Math.floor(code / 100)) % GENRE_COLOURS.length] ?? '#FFFFFF';
}

export type SpaceFeature = Feature<Polygon, Properties>;

/**
 * Every half desk with `g`, its genre colour (or ''), grouped by hall (index into `day.halls`); the feature
 * id is the space's index, which the click, the highlight and the favourite colours (feature state) refer
 * to. The map hands MapLibre only the halls in view: all fourteen thousand desks at once cost seconds of
 * tiling.
 */
export function spaceFeaturesByHall(day: MapDay): Map<number, SpaceFeature[]> {
  const { spaces, circles } = day;
  const byHall = new Map<number, SpaceFeature[]>();
  spaces.circle.forEach((circle, index) => {
    const hall = day.blocks[spaces.block[index] ?? 0]?.hall ?? 0;
    const properties: Properties = { g: circle >= 0 ? genreColour(circles.genre[circle] ?? 0) : '' };
    // The desk's number, drawn once on its `a` half (both halves share it) once the desks are large enough.
    if (spaces.side[index] === 'a') properties.n = spaces.number[index] ?? 0;
    const feature: SpaceFeature = { type: 'Feature', id: index, geometry: rectPolygon(spaceRect(spaces, index)), properties };
    const list = byHall.get(hall);
    if (list) list.push(feature);
    else byHall.set(hall, [feature]);
  });
  return byHall;
}

export const featureCollection = (features: SpaceFeature[]): FeatureCollection<Polygon, Properties> => ({ type: 'FeatureCollection', features });

/** The favourite colour of each favourite's desk (space index to colour), the desks' feature state. */
export function favoriteSpaceColours(spacesOfCircle: ReadonlyMap<number, readonly number[]>, circleIndex: ReadonlyMap<number, number>, favoriteHex: ReadonlyMap<number, string>): Map<number, string> {
  const colours = new Map<number, string>();
  for (const [circleId, hex] of favoriteHex) {
    for (const space of spacesOfCircle.get(circleIndex.get(circleId) ?? -1) ?? []) colours.set(space, hex);
  }
  return colours;
}

/** The favourites' desks alone, which the whole-venue view marks where single desks are too small to draw. */
export function favoriteMarks(day: MapDay, colours: ReadonlyMap<number, string>): FeatureCollection<Polygon, Properties> {
  return collection([...colours].map(([space, hex]) => ({ id: space, rect: spaceRect(day.spaces, space), properties: { f: hex } })));
}

/** Which part of the plan a feature is: the style's layers each draw one kind from the shared source. */
export const PLAN_KIND = { hall: 'h', hallCentre: 'c', block: 'b', booth: 'o' } as const;

/** Where a block's letter stands from its point: beyond the end of the block's row (`bottom` above it). */
type LabelAnchor = 'bottom' | 'top' | 'left' | 'right' | 'center';

type LabelProperties = { t: string; order: number; k: (typeof PLAN_KIND)['hall' | 'hallCentre' | 'block']; a: LabelAnchor };

/** How far beyond a block's end its letter's point stands, in centimetres. */
const BLOCK_LABEL_GAP = 25;

/**
 * Points for the names, which the style's symbol layers place without overlaps (`k` says which kind):
 * - a hall's name twice: in its middle, for the whole venue, where halls stand closer than their names
 *   are long and a name outside its hall ran over the next one's (`West 3` over West 1, East 2 and East 5
 *   left out); and just outside its north wall, for a hall seen whole, clear of its blocks' letters;
 * - a block's letter at both ends of each of its rows (`a` says on which side of its point), as the
 *   venue's own signs stand at the ends of the aisles: seen whole, a hall's blocks are thin strips with
 *   no room for a letter inside them.
 * One collection: one source whose tiles the worker cuts once per zoom step, not two.
 */
export function labelFeatures(day: MapDay, hallNames: readonly string[], blockNames: readonly string[] = [], floor?: number): FeatureCollection<Point, LabelProperties> {
  const features: Feature<Point, LabelProperties>[] = [];
  const point = (x: number, y: number, properties: LabelProperties) => features.push({ type: 'Feature', id: features.length, geometry: { type: 'Point', coordinates: toLngLat(x, y) }, properties });
  day.halls.forEach((hall, at) => {
    if (!onFloor(day, at, floor)) return;
    const [x, y, width, height] = hall.rect;
    const t = hallNames[at] ?? hall.key;
    point(x, y - 60, { t, order: at, k: PLAN_KIND.hall, a: 'bottom' });
    point(x + width / 2, y + height / 2, { t, order: at, k: PLAN_KIND.hallCentre, a: 'center' });
  });
  day.blocks.forEach((block, order) => {
    if (!onFloor(day, block.hall, floor)) return;
    for (const [x, y, width, height] of block.outlines) {
      const label = (px: number, py: number, a: LabelAnchor) => point(px, py, { t: blockNames[order] ?? block.name, order, k: PLAN_KIND.block, a });
      if (height >= width) {
        label(x + width / 2, y - BLOCK_LABEL_GAP, 'bottom');
        label(x + width / 2, y + height + BLOCK_LABEL_GAP, 'top');
      } else {
        label(x - BLOCK_LABEL_GAP, y + height / 2, 'right');
        label(x + width + BLOCK_LABEL_GAP, y + height / 2, 'left');
      }
    }
  });
  return { type: 'FeatureCollection', features };
}

/** Halls of the floor shown whose rectangle meets the given area (centimetres). */
export function hallsMeeting(day: MapDay, [x, y, width, height]: MapRect, floor?: number): number[] {
  return day.halls.flatMap((hall, index) => {
    const [hx, hy, hw, hh] = hall.rect;
    return onFloor(day, index, floor) && hx < x + width && x < hx + hw && hy < y + height && y < hy + hh ? [index] : [];
  });
}

/** The map's visible area in centimetres, from its [west, south, east, north] bounds. */
export function boundsRect([west, south, east, north]: [number, number, number, number]): MapRect {
  const x = west / DEGREES_PER_CM;
  const y = -north / DEGREES_PER_CM;
  return [x, y, east / DEGREES_PER_CM - x, -south / DEGREES_PER_CM - y];
}

export function spaceSubset(day: MapDay, indices: readonly number[]) {
  return collection(indices.map((index) => ({ id: index, rect: spaceRect(day.spaces, index), properties: {} })));
}

const boothItems = (day: MapDay, only?: ReadonlySet<number>, floor?: number) =>
  day.booths.filter((booth) => (!only || only.has(booth.id)) && onFloor(day, booth.hall, floor)).map((booth) => ({ id: booth.id, rect: booth.rect, properties: {} as Properties }));

export const boothFeatures = (day: MapDay, only?: ReadonlySet<number>) => collection(boothItems(day, only));

/**
 * The day's floor plan as one collection: halls, block outlines and corporate booths, each feature with its
 * kind `k` (PLAN_KIND). One source rather than three: on every zoom step MapLibre asks the worker for each
 * source's tiles and draws a frame as they arrive, and without a GPU each frame costs. A booth keeps its id
 * (a click names it); halls and blocks take ids past the booths', so that no two features share one.
 */
export function planFeatures(day: MapDay, floor?: number): FeatureCollection<Polygon, Properties> {
  const first = day.booths.reduce((max, booth) => Math.max(max, booth.id), 0) + 1;
  const halls = day.halls.flatMap((hall, index) => (onFloor(day, index, floor) ? [{ id: first + index, rect: hall.rect, properties: { k: PLAN_KIND.hall, corporate: hall.corporate ? 1 : 0 } }] : []));
  const blocksFrom = first + day.halls.length;
  const blocks = day.blocks.flatMap((block, index) =>
    onFloor(day, block.hall, floor) ? block.outlines.map((rect, part) => ({ id: blocksFrom + index * 16 + part, rect, properties: { k: PLAN_KIND.block } })) : [],
  );
  const booths = boothItems(day, undefined, floor).map((booth) => ({ ...booth, properties: { k: PLAN_KIND.booth } }));
  return collection([...halls, ...blocks, ...booths]);
}
