import type { BrowserContext } from '@playwright/test';
import { MAP_PROBE_KEY, type MapProbe } from '@/lib/map/map-probe';

// The venue map's timing, installed in each page of a context before it loads: the map calls the probe
// when one is there (lib/map/map-probe.ts). It marks `map:<stage>` on the page's performance
// timeline, and writes on the map's container the time of the first settled frame from navigation start
// (`data-first-render-ms`) and, for each view, its time, the frames drawn and the tiles asked of
// MapLibre's worker until it settled (`data-view-ms`, `data-view-frames`, `data-view-tiles`): counts that
// do not drift with the machine's speed as times do. They are written at the same idle as the map's own
// `data-view` and `data-state="ready"`.

// The page gets this function's source: no inner named functions, which tsx would wrap in its helpers.
function installMapProbe(key: string): void {
  const probe: MapProbe = {
    mark(stage) {
      performance.mark(`map:${stage}`);
    },
    view(map) {
      const started = performance.now();
      const counts = {
        frames: 0,
        tiles: 0,
        frame() {
          counts.frames += 1;
        },
        tile(event: { dataType?: string; tile?: unknown }) {
          if (event.dataType === 'source' && event.tile) counts.tiles += 1;
        },
      };
      map.on('render', counts.frame);
      map.on('dataloading', counts.tile);
      map.once('idle', () => {
        map.off('render', counts.frame);
        map.off('dataloading', counts.tile);
        const now = performance.now();
        const container = map.getContainer();
        if (!container.dataset.firstRenderMs) container.dataset.firstRenderMs = String(Math.round(now));
        container.dataset.viewMs = String(Math.round(now - started));
        container.dataset.viewFrames = String(counts.frames);
        container.dataset.viewTiles = String(counts.tiles);
      });
    },
  };
  (window as unknown as Record<string, MapProbe>)[key] = probe;
}

/** Installs the probe in every page the context opens from now on. */
export async function addMapProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(installMapProbe, MAP_PROBE_KEY);
}
