import { z } from 'zod';
import { readSettings } from './read-settings';

export const nodeEnvironments = ['development', 'production', 'test'] as const;

/** How this server was built and is run. */
export interface BuildSettings {
  /** NODE_ENV, which Next.js sets: `next dev` development, `next build` and `next start` production. */
  mode: (typeof nodeEnvironments)[number];
  /** The build's folder, where `serwist build` and the search worker's bundle write too (next.config.ts reads the same variable). */
  distDir: string;
  /** End-to-end runs only: the service worker can be asked for a marked variant of itself (lib/pwa/server/service-worker-script.ts). */
  testWorkerVariants: boolean;
}

export const buildEnvShape = {
  NODE_ENV: z.enum(nodeEnvironments, { error: `must be one of ${nodeEnvironments.join(', ')}` }).optional(),
  NEXT_DIST_DIR: z.string().regex(/^[\w.\-/]+$/, 'must be a folder name (letters, digits, ".", "-", "_", "/")').optional(),
  PWA_TEST_WORKER_VARIANTS: z.enum(['0', '1'], { error: 'must be 1 (on) or 0 (off)' }).optional(),
};

export function buildSettings(): BuildSettings {
  const env = readSettings(buildEnvShape);
  return { mode: env.NODE_ENV ?? 'development', distDir: env.NEXT_DIST_DIR ?? '.next', testWorkerVariants: env.PWA_TEST_WORKER_VARIANTS === '1' };
}
