import { readFileSync } from 'node:fs';
import path from 'node:path';

type ManifestEntry = { exportedName?: string; filename?: string; workers: Record<string, { exportedName?: string }> };

/** The server actions of the build the tests run against, from its server-reference manifest. */
export function buildServerActions(): { id: string; name: string; filename: string; pages: string[] }[] {
  const distDir = process.env.NEXT_DIST_DIR ?? '.next';
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'server', 'server-reference-manifest.json'), 'utf8')) as { node: Record<string, ManifestEntry> };
  return Object.entries(manifest.node).map(([id, entry]) => ({
    id,
    name: entry.exportedName ?? Object.values(entry.workers).find((worker) => worker.exportedName)?.exportedName ?? '',
    filename: entry.filename ?? '',
    pages: Object.keys(entry.workers),
  }));
}

/** The id of one server action by its exported name. */
export function serverActionId(name: string): string {
  const found = buildServerActions().find((action) => action.name === name);
  if (!found) throw new Error(`${name} is not in the build’s server-reference manifest`);
  return found.id;
}
