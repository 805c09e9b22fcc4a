// Whether the device holds the catalogue, readable before any script of the offline search loads: a
// page checks this flag and loads the search only when it is set.

export const SNAPSHOT_PRESENT_FLAG = 'offline-catalogue-saved';

export function hasSnapshotFlag(): boolean {
  try {
    return window.localStorage.getItem(SNAPSHOT_PRESENT_FLAG) === '1';
  } catch {
    return false;
  }
}
