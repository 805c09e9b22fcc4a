import 'server-only';
import { getConfig } from '@/lib/config/get-config';
import { createCutStore } from './create-cut-store';
import type { CutStore } from './cut-store';

let store: CutStore | undefined;

/** The server's one cut store, from the settings (one S3 client and its connection pool per process). */
export function serverCutStore(): CutStore {
  store ??= createCutStore(getConfig().cutStore);
  return store;
}
