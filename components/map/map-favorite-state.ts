import type { Map as MapLibreMap } from 'maplibre-gl';

/**
 * Brings the desks' favourite colours (feature state `f` of the `spaces` source, by space index) from
 * `previous` to `next`, touching only the desks that changed: a colour picked in the popup costs a few
 * milliseconds instead of re-sending the hall's desks to the worker. Without `previous` (a new day) every
 * state is cleared first.
 */
export function applyFavoriteColours(map: MapLibreMap, previous: ReadonlyMap<number, string> | null, next: ReadonlyMap<number, string>): void {
  const source = 'spaces';
  if (!previous) map.removeFeatureState({ source });
  for (const [space] of previous ?? []) if (!next.has(space)) map.removeFeatureState({ source, id: space }, 'f');
  for (const [space, hex] of next) if (previous?.get(space) !== hex) map.setFeatureState({ source, id: space }, { f: hex });
}
