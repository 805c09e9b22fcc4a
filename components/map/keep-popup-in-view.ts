import type { Map as MapLibreMap, Popup } from 'maplibre-gl';

// Room left between the popup and the map's edges, and what the popup's tip and offset take.
const MARGIN_PX = 8;
const TIP_PX = 24;

/**
 * Keeps an open popup inside the map, whatever its content grows to (the colour panel and memo of a
 * favourite open inside it): the content scrolls beyond the map's height, and the map pans when the
 * popup reaches past an edge. MapLibre places a popup only when the map moves, so a popup near the
 * bottom of a phone's map would otherwise hide its own buttons under the page's edge.
 * Returns the function that stops watching.
 */
export function keepPopupInView(map: MapLibreMap, popup: Popup): () => void {
  const frame = map.getContainer();
  const element = popup.getElement();
  const content = element.querySelector<HTMLElement>('.maplibregl-popup-content');
  if (!content) return () => undefined;
  let stopped = false;
  const place = () => {
    if (stopped || !element.isConnected) return;
    // Panning moves the popup, and MapLibre may then turn it to the point's other side: measured again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const box = element.getBoundingClientRect();
      const edges = frame.getBoundingClientRect();
      const dx = overflow(box.left, box.right, edges.left + MARGIN_PX, edges.right - MARGIN_PX);
      const dy = overflow(box.top, box.bottom, edges.top + MARGIN_PX, edges.bottom - MARGIN_PX);
      if (dx === 0 && dy === 0) return;
      map.panBy([dx, dy], { duration: 0 });
    }
  };
  let waiting = false;
  const fit = () => {
    content.style.maxHeight = `${Math.max(frame.clientHeight - 2 * MARGIN_PX - TIP_PX, 120)}px`;
    // A pan now would stop the map's flight to the space the popup belongs to: it waits for the landing.
    if (!map.isMoving()) return place();
    if (waiting) return;
    waiting = true;
    map.once('moveend', () => {
      waiting = false;
      place();
    });
  };
  const observer = new ResizeObserver(fit);
  observer.observe(content);
  observer.observe(frame);
  return () => {
    stopped = true;
    observer.disconnect();
  };
}

/** How far to move the view so that [start, end] lies within [low, high]; the start wins when it cannot. */
function overflow(start: number, end: number, low: number, high: number): number {
  if (start < low) return start - low;
  if (end > high) return Math.min(end - high, start - low);
  return 0;
}
