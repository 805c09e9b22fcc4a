// A snapshot's name: the start of the SHA-256 of its JSON, in hex. The server names each build so; the
// device checks a snapshot it rebuilt from a delta against the name it asked for.

export const SNAPSHOT_HASH_LENGTH = 24;

export async function snapshotHash(json: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(json)));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex.slice(0, SNAPSHOT_HASH_LENGTH);
}
