import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

// Where `serwist build` wrote the worker: the build's own folder (next.config.ts reads the same variable).
const workerFile = () => path.join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'sw.js');

/**
 * End-to-end runs set this to let a test see the worker change without a second build: a request with
 * the cookie below gets the same worker with a marker appended, which the browser treats as a new version.
 * Nothing reads the cookie unless the variable is set.
 */
export const testVariantSwitch = { env: 'PWA_TEST_WORKER_VARIANTS', cookie: 'pwa-test-worker-variant' } as const;

function testVariant(request: Request): string | undefined {
  if (process.env[testVariantSwitch.env] !== '1') return undefined;
  const cookies = request.headers.get('cookie') ?? '';
  const match = new RegExp(`(?:^|;\\s*)${testVariantSwitch.cookie}=([\\w-]{1,32})`).exec(cookies);
  return match?.[1];
}

/** The answer for /sw.js: never cached by HTTP caches, so the browser's update check sees each build. */
export async function serviceWorkerResponse(request: Request): Promise<Response> {
  const script = await readFile(workerFile(), 'utf8').catch(() => undefined);
  if (script === undefined) return new Response('Service worker not built', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const variant = testVariant(request);
  const body = variant ? `${script}\n// test variant ${variant}\n` : script;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/javascript; charset=utf-8',
      'Cache-Control': 'no-cache, no-store, must-revalidate',
      'Service-Worker-Allowed': '/',
    },
  });
}
