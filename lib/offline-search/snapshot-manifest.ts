import type { SnapshotLanguage, SnapshotVariant } from './snapshot-format';

/** What the device reads before downloading: which snapshot is current, and its size to show first. */
export type SnapshotManifest = {
  variant: SnapshotVariant;
  /** The language whose translations it carries; absent for a Japanese reader's. */
  language?: SnapshotLanguage;
  hash: string;
  url: string;
  rows: number;
  /** The rows that are circles (the rest are corporate booths), counted as the circle list counts them. */
  circles: number;
  /** Uncompressed JSON, as the device stores it. */
  bytes: number;
  /** What the download costs: the compressed body this browser is sent. */
  downloadBytes: number;
  /**
   * Asked with the hash of the copy the device holds (`?from=`): what bringing that copy up to date
   * costs when a delta will do it (its JSON), so the panel shows that rather than the whole download.
   */
  deltaBytes?: number;
};

export const SNAPSHOT_MANIFEST_URL = '/api/offline/catalogue';

export const snapshotUrl = (variant: SnapshotVariant, hash: string) => `${SNAPSHOT_MANIFEST_URL}/${variant}/${hash}`;

/** The rows changed between a build the device holds and this one (snapshot-delta.ts). */
export const snapshotDeltaUrl = (variant: SnapshotVariant, hash: string, from: string) => `${snapshotUrl(variant, hash)}/from/${from}`;
