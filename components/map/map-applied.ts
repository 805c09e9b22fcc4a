import type { Map as MapLibreMap } from 'maplibre-gl';
import type { MapDayIndex } from '@/lib/map/map-day-index';
import type { MapSelection } from './map-selection';

/** What a map's sources last received, so that an unchanged prop costs no new drawing. */
export type Applied = {
  day: MapDayIndex;
  /** The floor drawn (undefined: every floor), see lib/map/map-floors.ts. */
  floor?: number | undefined;
  /** Null until the desks' colours (their feature state) are first set, once the map has loaded. */
  favorites: { index: MapDayIndex; favoriteHex: ReadonlyMap<number, string>; colours: ReadonlyMap<number, string> } | null;
  highlight: { index: MapDayIndex; spaces: readonly number[]; booths: readonly number[] };
  selection: { index: MapDayIndex; selected: MapSelection };
  /** The view the map was made looking at, until the camera has seen it; then empty. */
  viewKey: string;
};

const records = new WeakMap<MapLibreMap, Applied>();

export function recordApplied(map: MapLibreMap, applied: Applied): void {
  records.set(map, applied);
}

/** The record of a map made by `createVenueMap`, changed in place as its sources are set. */
export function appliedTo(map: MapLibreMap): Applied {
  const applied = records.get(map);
  if (!applied) throw new Error('The map was not made by createVenueMap.');
  return applied;
}
