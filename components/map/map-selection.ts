import type { MapDay } from '@/lib/map/map-day';
import { boothFeatures, spaceSubset } from '@/lib/map/map-geometry';

/** The spaces of the circle whose popup is open, or its booth. */
export type MapSelection = { spaces: readonly number[] } | { booth: number } | null;

export function selectedFeatures(day: MapDay, selected: MapSelection) {
  return selected && 'booth' in selected ? boothFeatures(day, new Set([selected.booth])) : spaceSubset(day, selected?.spaces ?? []);
}

export function sameSelection(a: MapSelection, b: MapSelection): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  if ('booth' in a || 'booth' in b) return 'booth' in a && 'booth' in b && a.booth === b.booth;
  return a.spaces.length === b.spaces.length && a.spaces.every((space, at) => space === b.spaces[at]);
}
