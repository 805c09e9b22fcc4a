import type { Map as MapLibreMap } from 'maplibre-gl';
import { mapProbe } from '@/lib/map/map-probe';

/**
 * The view `viewKey` starts drawing: the container says `state` meanwhile, then names the view in
 * `data-view` and says `ready` in `data-state` once it has settled. The canvas itself tells a reader or a
 * check nothing of what it shows.
 */
export function watchView(map: MapLibreMap, viewKey: string, state: 'loading' | 'moving'): void {
  const container = map.getContainer();
  container.dataset.state = state;
  mapProbe()?.view(map, viewKey);
  map.once('idle', () => {
    container.dataset.view = viewKey;
    container.dataset.state = 'ready';
  });
}
