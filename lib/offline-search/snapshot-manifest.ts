import type { SnapshotVariant } from './snapshot-format';

/** What the device reads before downloading: which snapshot is current, and its size to show first. */
export type SnapshotManifest = {
  variant: SnapshotVariant;
  hash: string;
  url: string;
  rows: number;
  /** Uncompressed JSON, as the device stores it. */
  bytes: number;
  /** The gzip file downloaded. */
  downloadBytes: number;
};

export const SNAPSHOT_MANIFEST_URL = '/api/offline/catalogue';

export const snapshotUrl = (variant: SnapshotVariant, hash: string) => `${SNAPSHOT_MANIFEST_URL}/${variant}/${hash}`;
