/** The viewer's texts, translated on the server: the client islands carry no message catalogue. */
export type ViewerLabels = { open: string; close: string; previous: string; next: string; zoomIn: string; zoomOut: string; hint: string; fullPending: string; positions: string[] };
