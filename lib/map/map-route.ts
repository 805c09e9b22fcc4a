import type { FeatureCollection, LineString, Point } from 'geojson';
import { spaceRect } from './map-day';
import type { MapDayIndex } from './map-day-index';
import { toLngLat } from './map-geometry';

// The event-day plan's walk drawn on the map: a line through the stops' desks in order and a numbered
// point at each. The plan page leaves the day's order on the device (`lib/plan/route-handoff.ts`).

type RouteFeatures = { line: FeatureCollection<LineString>; stops: FeatureCollection<Point, { n: number }> };

export function routeFeatures(index: MapDayIndex, circleIds: readonly number[]): RouteFeatures {
  const points = circleIds.flatMap((circleId) => {
    const spaces = index.spacesOfCircle.get(index.circleById.get(circleId) ?? -1) ?? [];
    if (spaces.length === 0) return [];
    const rects = spaces.map((space) => spaceRect(index.day.spaces, space));
    const x = rects.reduce((sum, [left, , width]) => sum + left + width / 2, 0) / rects.length;
    const y = rects.reduce((sum, [, top, , height]) => sum + top + height / 2, 0) / rects.length;
    return [toLngLat(x, y)];
  });
  return {
    line: { type: 'FeatureCollection', features: points.length > 1 ? [{ type: 'Feature', geometry: { type: 'LineString', coordinates: points }, properties: {} }] : [] },
    stops: { type: 'FeatureCollection', features: points.map((coordinates, at) => ({ type: 'Feature', id: at, geometry: { type: 'Point', coordinates }, properties: { n: at + 1 } })) },
  };
}
