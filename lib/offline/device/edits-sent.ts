// The device's queued edits reached the server (send-pending.ts): pages that show favourites then take
// the server's values, which may differ where an edit made elsewhere was newer. A module of its own, so
// that a page listens without loading the device store.

const EDITS_SENT_EVENT = 'offline-edits-sent';

export function announceEditsSent(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(EDITS_SENT_EVENT));
}

/** Calls `listener` each time queued edits have been sent; returns the unsubscribe. */
export function onEditsSent(listener: () => void): () => void {
  window.addEventListener(EDITS_SENT_EVENT, listener);
  return () => window.removeEventListener(EDITS_SENT_EVENT, listener);
}
