// The notification sender (lib/notifications/sending-process-main.ts), bundled into the build's folder for
// the process of its own that scripts/serve.ts starts (decision 044). The app's own modules are bundled,
// with `server-only` as the empty module it is on a server; the packages stay in node_modules.
import { buildSync } from 'esbuild';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sendingProcessScript } from '../lib/notifications/sending-process';
import { distDir } from './support/build-fingerprint';

export function buildPushWorker(root: string): void {
  buildSync({
    entryPoints: [path.join(root, 'lib', 'notifications', 'sending-process-main.ts')],
    outfile: sendingProcessScript(distDir(root)),
    tsconfig: path.join(root, 'tsconfig.json'),
    alias: { 'server-only': path.join(root, 'scripts', 'support', 'empty-module.ts') },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildPushWorker(path.resolve(import.meta.dirname, '..'));
}
