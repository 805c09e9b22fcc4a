import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSettings } from '@/lib/config/build';

// Where `serwist build` wrote the worker: the build's own folder.
const workerFile = () => path.join(/* turbopackIgnore: true */ process.cwd(), buildSettings().distDir, 'sw.js');

/**
 * End-to-end runs set PWA_TEST_WORKER_VARIANTS to let a test see the worker change without a second
 * build: a request with the cookie below gets the same worker with a marker appended, which the browser
 * treats as a new version. Nothing reads the cookie unless the setting is on.
 */
const testVariantCookie = 'pwa-test-worker-variant';

function testVariant(request: Request): string | undefined {
  if (!buildSettings().testWorkerVariants) return undefined;
  const cookies = request.headers.get('cookie') ?? '';
  const match = new RegExp(`(?:^|;\\s*)${testVariantCookie}=([\\w-]{1,32})`).exec(cookies);
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
