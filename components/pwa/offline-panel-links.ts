// The offline panel lives in the page's shell (offline-center.tsx). The menu, the start page and the
// thanks for a purchase open it with plain links to these fragments, which need no script of their own:
// the shell opens the panel when the address names one, and with the second one starts saving the days.

export const offlinePanelHash = '#offline-panel';
export const saveDaysHash = '#save-event-days';

/**
 * The start page with the panel saving the days: from another page a full load, so that a plan bought
 * a moment ago already counts (the thanks for a purchase).
 */
export const saveDaysLink = `/${saveDaysHash}`;
