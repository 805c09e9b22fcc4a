import type { Map as MapLibreMap } from 'maplibre-gl';
import type { MapDayIndex } from '@/lib/map/map-day-index';
import { boundsRect, featureCollection, hallsMeeting, spaceFeaturesByHall, type SpaceFeature } from '@/lib/map/map-geometry';
import { SPACES_MIN_ZOOM } from '@/lib/map/map-style';
import { setSource } from './map-sources';

/** The desks by hall, made the first time the map is zoomed in far enough to draw them, and the halls sent. */
type SpacesShown = { index: MapDayIndex; byHall: Map<number, SpaceFeature[]> | null; shown: string };

const shownOn = new WeakMap<MapLibreMap, SpacesShown>();

/** Sends the desks of the halls in view, once zoomed in far enough to see them; after every move. */
export function showSpacesInView(map: MapLibreMap, index: MapDayIndex, floor?: number): void {
  let spaces = shownOn.get(map);
  // Another day's desks share the indices: its desks start anew.
  if (spaces?.index !== index) {
    spaces = { index, byHall: null, shown: '' };
    shownOn.set(map, spaces);
  }
  const day = index.day;
  const halls = map.getZoom() < SPACES_MIN_ZOOM ? [] : hallsMeeting(day, boundsRect(map.getBounds().toArray().flat() as [number, number, number, number]), floor);
  const shown = halls.join(',');
  if (shown === spaces.shown) return;
  // Desks of none of the halls drawn before (a jump to another hall, or in from the whole venue) replace
  // only desks out of view: their layer waits for the worker to have them, so that their tiles are cut
  // once, not first from the desks before and again from these.
  const previous = spaces.shown.split(',');
  const elsewhere = !halls.some((hall) => previous.includes(String(hall)));
  spaces.shown = shown;
  if (halls.length > 0) spaces.byHall ??= spaceFeaturesByHall(day);
  const byHall = spaces.byHall;
  setSource(map, 'spaces', featureCollection(halls.flatMap((hall) => byHall?.get(hall) ?? [])), { hiddenUntilLoaded: elsewhere });
}
