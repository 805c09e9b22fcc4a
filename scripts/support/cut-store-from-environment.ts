import { z } from 'zod';
import { cutStoreConfigProblems, cutStoreEnvShape, cutStoreSettingsFrom } from '@/lib/config/cut-store';
import { createCutStore } from '@/lib/cut-images/create-cut-store';
import type { CutStore } from '@/lib/cut-images/cut-store';

/**
 * The store the servers serve cuts and images from (CUT_STORE, CUT_STORE_DIR, CUT_STORE_S3_*), for the
 * importer and the export, which must write and read where the servers do. Bad settings are a usage
 * error: said in one line each, exit 2.
 */
export function cutStoreFromEnvironment(): CutStore {
  const cutEnv = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith('CUT_STORE') && entry[1] !== undefined));
  const problems = cutStoreConfigProblems(cutEnv);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(2);
  }
  return createCutStore(cutStoreSettingsFrom(z.object(cutStoreEnvShape).parse(cutEnv)));
}
