import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { authEnv } from '@/lib/auth/env';
import { localDataDir } from '@/lib/db/local-data-dir';

let cached: Promise<Uint8Array> | undefined;

async function keyFromDataFolder(): Promise<Uint8Array> {
  const file = path.join(localDataDir(), 'api-token-secret');
  try {
    return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
  } catch {
    await mkdir(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    // `wx` fails if another process wrote it first; then that one's key is the key.
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
  }
}

/**
 * The HMAC key of the /api/v2 tokens: API_TOKEN_SECRET when set (every instance of a deployment must share
 * it), otherwise one generated on first use and kept in the local data folder, like AUTH_SECRET.
 */
export function apiSigningKey(): Promise<Uint8Array> {
  cached ??= (async () => {
    const configured = authEnv().apiTokenSecret;
    return configured ? new TextEncoder().encode(configured) : keyFromDataFolder();
  })();
  return cached;
}
