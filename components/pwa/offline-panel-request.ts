// The offline panel lives in the page's shell (offline-center.tsx); the menu, the start page and the
// thanks for a purchase open it through this window event, and may ask it to start saving at once.

const OPEN_OFFLINE_PANEL_EVENT = 'catalogue:open-offline-panel';

export type OfflinePanelRequest = { save: boolean };

export function requestOfflinePanel(request: OfflinePanelRequest): void {
  window.dispatchEvent(new CustomEvent<OfflinePanelRequest>(OPEN_OFFLINE_PANEL_EVENT, { detail: request }));
}

/** Calls `listener` for every request to open the panel; returns the unsubscribe. */
export function onOfflinePanelRequest(listener: (request: OfflinePanelRequest) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<OfflinePanelRequest>).detail);
  window.addEventListener(OPEN_OFFLINE_PANEL_EVENT, handler);
  return () => window.removeEventListener(OPEN_OFFLINE_PANEL_EVENT, handler);
}

/**
 * A link that opens the start page with the panel saving the days: a full page load, so that a plan
 * bought a moment ago already counts (the thanks for a purchase).
 */
export const saveDaysLink = '/#save-event-days';
export const saveDaysHash = '#save-event-days';
