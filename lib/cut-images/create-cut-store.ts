import path from 'node:path';
import type { CutStoreSettings } from '@/lib/config/cut-store';
import { localDataDir } from '@/lib/db/local-data-dir';
import type { CutStore } from './cut-store';
import { folderCutStore } from './folder-cut-store';
import { s3CutStore } from './s3-cut-store';

/** The folder cuts go to when no other is set: beside the embedded database, in the git-ignored local data folder. */
export const defaultCutFolder = () => path.join(localDataDir(), 'cuts');

/** The store the settings name: the importer and the server both start here, so they always agree. */
export function createCutStore(settings: CutStoreSettings): CutStore {
  return settings.kind === 's3' ? s3CutStore(settings) : folderCutStore(settings.dir ?? defaultCutFolder());
}
