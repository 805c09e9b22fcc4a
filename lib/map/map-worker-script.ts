import 'server-only';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

// MapLibre 6 starts its worker from `maplibre-gl-worker.mjs` next to its own module; bundled, that file is
// not there, so the map points the library at this route instead (`setWorkerUrl`). Read once per process.

let script: Promise<{ body: string; etag: string }> | undefined;

function loadScript() {
  script ??= readFile(path.join(process.cwd(), 'node_modules', 'maplibre-gl', 'dist', 'maplibre-gl-worker.mjs'), 'utf8').then((body) => ({
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
  }));
  script.catch(() => (script = undefined));
  return script;
}

export async function mapWorkerResponse(request: Request): Promise<Response> {
  const { body, etag } = await loadScript();
  const headers = { ETag: etag, 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' };
  if (request.headers.get('If-None-Match')?.split(/\s*,\s*/).includes(etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, 'Content-Type': 'text/javascript; charset=utf-8' } });
}
