// The service worker's flags, kept for the page's leaves (the notice and the offline panel).

export type PwaStatus = { offlineReady: boolean; needRefresh: boolean; registrationError: boolean };

let status: PwaStatus = { offlineReady: false, needRefresh: false, registrationError: false };
const listeners = new Set<() => void>();
const serverStatus = status;

export function setPwaStatus(change: Partial<PwaStatus>): void {
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

export const pwaStatusStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): PwaStatus => status,
  getServer: (): PwaStatus => serverStatus,
};
