import 'server-only';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSettings } from '@/lib/config/build';

// The search worker as scripts/build-search-worker.ts bundled it into the build's own folder. Its address
// stays the same across builds, so it is revalidated on every start (ETag) and the service worker keeps
// the current build's copy for offline use (lib/pwa/serwist.config.mjs).

const workerFile = () => path.join(/* turbopackIgnore: true */ process.cwd(), buildSettings().distDir, 'search-worker.js');

let script: Promise<{ body: string; etag: string }> | undefined;

function loadScript() {
  script ??= readFile(workerFile(), 'utf8').then((body) => ({
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
  }));
  // A worker not built yet (development before its first bundle) is looked for again on the next ask.
  script.catch(() => (script = undefined));
  return script;
}

export async function searchWorkerResponse(request: Request): Promise<Response> {
  const loaded = await loadScript().catch(() => undefined);
  if (!loaded) return new Response('Search worker not built', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const headers = { ETag: loaded.etag, 'Cache-Control': 'no-cache' };
  if (request.headers.get('If-None-Match')?.split(/\s*,\s*/).includes(loaded.etag)) return new Response(null, { status: 304, headers });
  return new Response(loaded.body, { headers: { ...headers, 'Content-Type': 'text/javascript; charset=utf-8' } });
}
