/**
 * Where converted cuts live. Keys are content-addressed (`prepare-cut.ts`): a key's bytes never change, so
 * writing a key that exists is a no-op and nothing is ever overwritten with other content.
 */
export interface CutStore {
  /** Writes the bytes under `key` so that a reader sees all of them or none (no half-written file). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
  /** Removes `key` (nothing when there is none): only for a delivered file kept until its image's full size exists. */
  delete(key: string): Promise<void>;
  /** How many bytes are under `key`, or null when there are none: what a download of it costs, without reading it. */
  size(key: string): Promise<number | null>;
  /** For logs and the importer's summary: `folder /srv/cuts`, `s3 bucket/prefix`. */
  readonly description: string;
}

// Keys are made by cutStorageKey; anything else (`..`, absolute paths, odd characters) is refused, so a
// key can never name a file outside the store's folder.
const KEY_PATTERN = /^[a-z0-9]+(?:[/._-][a-z0-9]+)*$/;

export function assertCutKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a cut storage key: ${JSON.stringify(key)}`);
}

/** Stores each variant of a prepared cut the store does not hold yet; returns how many it wrote. */
export async function storeCutVariants(store: CutStore, variants: readonly { key: string; bytes: Uint8Array; contentType: string }[]): Promise<number> {
  let written = 0;
  for (const variant of variants) {
    if (await store.has(variant.key)) continue;
    await store.put(variant.key, variant.bytes, variant.contentType);
    written += 1;
  }
  return written;
}
