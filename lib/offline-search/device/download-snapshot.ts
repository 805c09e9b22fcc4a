import { applySnapshotDelta, type SnapshotDelta } from '@/lib/offline-search/snapshot-delta';
import type { CatalogueSnapshot } from '@/lib/offline-search/snapshot-format';
import { snapshotHash } from '@/lib/offline-search/snapshot-hash';
import { SNAPSHOT_MANIFEST_URL, snapshotDeltaUrl, type SnapshotManifest } from '@/lib/offline-search/snapshot-manifest';
import { readSnapshotInfo, readSnapshotJson, removeSnapshot, saveSnapshot, type StoredSnapshotInfo } from './snapshot-store';

// Saving the catalogue on the device: read the manifest (its size is shown before anything large is
// fetched), download the snapshot with its progress, keep it. A copy already current for this member is
// not downloaded again; a copy a few edits behind is brought up to date by a delta when the server still
// knows its build, and anything that does not lead exactly to the current snapshot downloads it all.

export type DownloadState = { state: 'idle' } | { state: 'downloading'; received: number; total: number } | { state: 'failed' };

let current: DownloadState = { state: 'idle' };
const listeners = new Set<() => void>();

function publish(next: DownloadState): void {
  current = next;
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`: the panel shows the progress of a download started anywhere. */
export const downloadStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): DownloadState => current,
};

/** The manifest; with `from`, the hash of the copy held, it also says what a delta to it weighs. */
export async function fetchSnapshotManifest(from?: string): Promise<SnapshotManifest | null> {
  const url = from === undefined ? SNAPSHOT_MANIFEST_URL : `${SNAPSHOT_MANIFEST_URL}?from=${encodeURIComponent(from)}`;
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
  return response.ok ? ((await response.json()) as SnapshotManifest) : null;
}

/** The JSON as it arrives (the browser undoes the Content-Encoding), counted against its full size. */
async function readWithProgress(response: Response, total: number): Promise<string> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  if (response.body) {
    const reader = response.body.getReader();
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.length;
      publish({ state: 'downloading', received, total });
    }
  }
  return new Blob(chunks).text();
}

/**
 * The current snapshot made from the stored copy and the rows changed since, or undefined when that
 * does not work out (the server answers 410 for a build it no longer knows or a large change).
 */
async function updatedByDelta(manifest: SnapshotManifest, stored: StoredSnapshotInfo): Promise<string | undefined> {
  try {
    const response = await fetch(snapshotDeltaUrl(manifest.variant, manifest.hash, stored.hash), { credentials: 'same-origin' });
    if (!response.ok) return undefined;
    const delta = (await response.json()) as SnapshotDelta;
    const json = await readSnapshotJson();
    if (json === undefined || delta.to !== manifest.hash) return undefined;
    const updated = JSON.stringify(applySnapshotDelta(JSON.parse(json) as CatalogueSnapshot, delta));
    return (await snapshotHash(updated)) === manifest.hash ? updated : undefined;
  } catch {
    return undefined;
  }
}

async function downloaded(manifest: SnapshotManifest): Promise<string> {
  const response = await fetch(manifest.url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`snapshot answered ${response.status}`);
  return readWithProgress(response, manifest.bytes);
}

/** Saves the current catalogue for this member; true when the device holds it afterwards. */
export async function saveCatalogueSnapshot(userId: string): Promise<boolean> {
  if (current.state === 'downloading') return false;
  publish({ state: 'downloading', received: 0, total: 1 });
  try {
    const manifest = await fetchSnapshotManifest();
    if (!manifest) throw new Error('no snapshot for this member');
    const stored = await readSnapshotInfo();
    const ours = stored?.userId === userId && stored.variant === manifest.variant ? stored : undefined;
    if (ours?.hash === manifest.hash) {
      publish({ state: 'idle' });
      return true;
    }
    const json = (ours && (await updatedByDelta(manifest, ours))) ?? (await downloaded(manifest));
    await saveSnapshot({ userId, variant: manifest.variant, hash: manifest.hash, savedAt: Date.now(), bytes: json.length, rows: manifest.rows, circles: manifest.circles }, json);
    publish({ state: 'idle' });
    return true;
  } catch {
    publish({ state: 'failed' });
    return false;
  }
}

/** A copy saved by another member (or before signing out) is not this member's to search. */
export async function dropSnapshotOfOtherMember(userId: string | null): Promise<void> {
  const stored = await readSnapshotInfo();
  if (stored && stored.userId !== userId) await removeSnapshot();
}

export { removeSnapshot };
