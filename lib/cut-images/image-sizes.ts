/**
 * The sizes of a delivered image (decision 040), fitted inside a square and never enlarged: the
 * thumbnail for lists, the map popup and offline copies, the full size for the zoomable viewer, and the
 * offline rendition that saving the event days downloads for a menu in place of the full size. A plain
 * module: pages compute a thumbnail's size from the stored full size without loading the converter.
 */
export const IMAGE_THUMB_EDGE = 480;
export const IMAGE_FULL_EDGE = 2048;
// Half the full size of a typical A4 menu page: its print still reads on a phone, at about a quarter of the bytes.
export const IMAGE_OFFLINE_EDGE = 1024;

/** The size of an image fitted inside `edge` × `edge`, never enlarged. */
export function fitInside(width: number, height: number, edge: number): { width: number; height: number } {
  const scale = Math.min(1, edge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
