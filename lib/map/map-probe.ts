import type { Map as MapLibreMap } from 'maplibre-gl';

// Timing the map is the benchmark's business (bench/map.ts): it installs a probe under this name before
// the page loads, and the map tells it when a stage of its first render passes and when a view starts
// drawing. For members there is no probe, and each call costs one property read.

/** The global a benchmark's init script sets (bench/support/map-probe.ts). */
export const MAP_PROBE_KEY = '__venueMapProbe';

export type MapStage = 'day-parsed' | 'start' | 'style-loaded' | 'day-applied';

export type MapProbe = {
  mark(stage: MapStage): void;
  /** `map` starts drawing the view `viewKey` (its first, a new day's or a camera move); it settles at the next idle. */
  view(map: MapLibreMap, viewKey: string): void;
};

/** The probe a benchmark installed, if any. */
export function mapProbe(): MapProbe | undefined {
  return (globalThis as Record<string, unknown>)[MAP_PROBE_KEY] as MapProbe | undefined;
}
