import type { Feature, FeatureCollection, Polygon } from 'geojson';
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
 * Every half desk with `f`, the favourite colour (or ''), and `g`, its genre colour, grouped by hall (index
 * into `day.halls`); the feature id is the space's index, which the click and the highlight refer to. The
 * map hands MapLibre only the halls in view: all fourteen thousand desks at once cost seconds of tiling.
 */
export function spaceFeaturesByHall(day: MapDay, favoriteHex: ReadonlyMap<number, string>): Map<number, SpaceFeature[]> {
  const { spaces, circles } = day;
  const byHall = new Map<number, SpaceFeature[]>();
  spaces.circle.forEach((circle, index) => {
    const circleId = circles.id[circle];
    const hall = day.blocks[spaces.block[index] ?? 0]?.hall ?? 0;
    const feature: SpaceFeature = {
      type: 'Feature',
      id: index,
      geometry: rectPolygon(spaceRect(spaces, index)),
      properties: {
        f: circleId !== undefined ? (favoriteHex.get(circleId) ?? '') : '',
        g: circle >= 0 ? genreColour(circles.genre[circle] ?? 0) : '',
      },
    };
    const list = byHall.get(hall);
    if (list) list.push(feature);
    else byHall.set(hall, [feature]);
  });
  return byHall;
}

export const featureCollection = (features: SpaceFeature[]): FeatureCollection<Polygon, Properties> => ({ type: 'FeatureCollection', features });

/** The favourites' desks alone, which the whole-venue view marks where single desks are too small to draw. */
export function favoriteSpaces(byHall: ReadonlyMap<number, SpaceFeature[]>): FeatureCollection<Polygon, Properties> {
  return featureCollection([...byHall.values()].flatMap((features) => features.filter((feature) => feature.properties.f !== '')));
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

export const hallFeatures = (day: MapDay) => collection(day.halls.map((hall, index) => ({ id: index, rect: hall.rect, properties: { corporate: hall.corporate ? 1 : 0 } })));

export const blockFeatures = (day: MapDay) =>
  collection(day.blocks.flatMap((block, index) => block.outlines.map((rect, part) => ({ id: index * 16 + part, rect, properties: {} }))));

export const boothFeatures = (day: MapDay, only?: ReadonlySet<number>) =>
  collection(day.booths.filter((booth) => !only || only.has(booth.id)).map((booth) => ({ id: booth.id, rect: booth.rect, properties: {} })));
