import type { Feature, FeatureCollection, Point, Polygon } from 'geojson';
import { spaceRect, type MapDay, type MapRect } from './map-day';

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
  const rects = day.halls.map((hall) => hall.rect);
  const left = Math.min(...rects.map((r) => r[0]));
  const top = Math.min(...rects.map((r) => r[1]));
  const right = Math.max(...rects.map((r) => r[0] + r[2]));
  const bottom = Math.max(...rects.map((r) => r[1] + r[3]));
  return [left, top, right - left, bottom - top];
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
    const feature: SpaceFeature = {
      type: 'Feature',
      id: index,
      geometry: rectPolygon(spaceRect(spaces, index)),
      properties: { g: circle >= 0 ? genreColour(circles.genre[circle] ?? 0) : '' },
    };
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
export const PLAN_KIND = { hall: 'h', block: 'b', booth: 'o' } as const;

type LabelProperties = { t: string; order: number; k: (typeof PLAN_KIND)['hall' | 'block'] };

/**
 * Points for the hall and block names (`k` says which), which the style's symbol layers place without
 * overlaps. A hall's name stands just outside its north wall; a block's just before the first desk of its
 * row. One collection: one source whose tiles the worker cuts once per zoom step, not two.
 */
export function labelFeatures(day: MapDay, hallNames: readonly string[]): FeatureCollection<Point, LabelProperties> {
  const point = (id: number, x: number, y: number, properties: LabelProperties): Feature<Point, LabelProperties> => ({ type: 'Feature', id, geometry: { type: 'Point', coordinates: toLngLat(x, y) }, properties });
  const halls = day.halls.map((hall, at) => point(at, hall.rect[0], hall.rect[1] - 60, { t: hallNames[at] ?? hall.key, order: at, k: PLAN_KIND.hall }));
  const blocks = day.blocks.flatMap((block, at) => {
    const outline = block.outlines[0];
    return outline ? [point(day.halls.length + at, outline[0] - 30, outline[1] - 30, { t: block.name, order: at, k: PLAN_KIND.block })] : [];
  });
  return { type: 'FeatureCollection', features: [...halls, ...blocks] };
}

/** Halls whose rectangle meets the given area (centimetres). */
export function hallsMeeting(day: MapDay, [x, y, width, height]: MapRect): number[] {
  return day.halls.flatMap((hall, index) => {
    const [hx, hy, hw, hh] = hall.rect;
    return hx < x + width && x < hx + hw && hy < y + height && y < hy + hh ? [index] : [];
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

const boothItems = (day: MapDay, only?: ReadonlySet<number>) =>
  day.booths.filter((booth) => !only || only.has(booth.id)).map((booth) => ({ id: booth.id, rect: booth.rect, properties: {} as Properties }));

export const boothFeatures = (day: MapDay, only?: ReadonlySet<number>) => collection(boothItems(day, only));

/**
 * The day's floor plan as one collection: halls, block outlines and corporate booths, each feature with its
 * kind `k` (PLAN_KIND). One source rather than three: on every zoom step MapLibre asks the worker for each
 * source's tiles and draws a frame as they arrive, and without a GPU each frame costs. A booth keeps its id
 * (a click names it); halls and blocks take ids past the booths', so that no two features share one.
 */
export function planFeatures(day: MapDay): FeatureCollection<Polygon, Properties> {
  const first = day.booths.reduce((max, booth) => Math.max(max, booth.id), 0) + 1;
  const halls = day.halls.map((hall, index) => ({ id: first + index, rect: hall.rect, properties: { k: PLAN_KIND.hall, corporate: hall.corporate ? 1 : 0 } }));
  const blocksFrom = first + day.halls.length;
  const blocks = day.blocks.flatMap((block, index) => block.outlines.map((rect, part) => ({ id: blocksFrom + index * 16 + part, rect, properties: { k: PLAN_KIND.block } })));
  const booths = boothItems(day).map((booth) => ({ ...booth, properties: { k: PLAN_KIND.booth } }));
  return collection([...halls, ...blocks, ...booths]);
}
