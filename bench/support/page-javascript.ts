import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir } from '@/scripts/support/build-fingerprint';

// What a browser loads before a page can run: the <script src> tags of the page's HTML, gzipped as a
// server would send them (zlib's default level, as `next start` compresses). Reading the served HTML
// (rather than the build's manifests) counts exactly what the browser gets, with whatever the page
// renders for the signed-in user it was asked as.

export type Script = { src: string; gzBytes: number; text: string };
export type PageJavaScript = { path: string; status: number; scripts: Script[]; kbGz: number };

/**
 * The external scripts of an HTML page, in order, each once. `nomodule` scripts (the framework's
 * polyfills) are left out: every browser that runs modules skips them.
 */
export function scriptSources(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !/\bnomodule\b/i.test(tag));
  const sources = tags.map((tag) => (tag.match(/\bsrc="([^"]+)"/)?.[1] ?? '').replaceAll('&amp;', '&')).filter(Boolean);
  return [...new Set(sources)].filter((src) => /\.js(?:$|\?)/.test(src));
}

/** A script's text and gzipped size, fetched once per run: pages share most of their chunks. */
export function scriptCache(origin: string): (src: string) => Promise<Script> {
  const scripts = new Map<string, Promise<Script>>();
  return (src) => {
    let script = scripts.get(src);
    if (!script) {
      script = fetch(new URL(src, origin)).then(async (response) => {
        if (!response.ok) throw new Error(`${src} answered ${response.status}`);
        const body = Buffer.from(await response.arrayBuffer());
        return { src, gzBytes: gzipSync(body).length, text: body.toString('utf8') };
      });
      scripts.set(src, script);
    }
    return script;
  };
}

/** The first-load JavaScript of one page, asked for with the given cookies. */
export async function pageJavaScript(origin: string, path: string, cookie: string, script = scriptCache(origin)): Promise<PageJavaScript> {
  const response = await fetch(new URL(path, origin), { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
  const html = await response.text();
  const scripts = await Promise.all(scriptSources(html).map(script));
  return { path, status: response.status, scripts, kbGz: scripts.reduce((sum, { gzBytes }) => sum + gzBytes, 0) / 1024 };
}

/**
 * Strings that survive minification and name a library: zod's error class, Radix's dialog parts,
 * MapLibre's map class and an error code of next-intl's browser runtime. A page whose scripts contain
 * one loads that library.
 */
export const libraryMarkers = {
  zod: ['$ZodError'],
  radixDialog: ['DialogOverlay', 'DialogPortal'],
  maplibre: ['maplibregl-map'],
  nextIntl: ['INSUFFICIENT_PATH'],
} as const;

export type Library = keyof typeof libraryMarkers;

export function librariesIn(scripts: readonly Script[]): Library[] {
  return (Object.keys(libraryMarkers) as Library[]).filter((library) => scripts.some(({ text }) => libraryMarkers[library].some((marker) => text.includes(marker))));
}

/**
 * The first-load budgets of decision 017 for the app's own JavaScript, in KB gzipped, checked by the page
 * tour (tests/e2e/page-tour): every first-load script but the framework's chunks (`frameworkChunks`),
 * which count outside the budget and are stated beside it.
 */
export const javascriptBudgetsKb = { top: 16.5, list: 21, detail: 19.5, favorites: 24.5 } as const;

const projectRoot = path.resolve(import.meta.dirname, '..', '..');

/** A script's path as served, without its origin or query (`/_next/static/chunks/….js`). */
const servedPath = (src: string) => new URL(src, 'http://localhost').pathname;

/** The client modules of every route of a build, by project path, with the chunks each is in. */
function clientModules(dir: string): Map<string, string[]> {
  const modules = new Map<string, string[]>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('_client-reference-manifest.js')) {
        // `globalThis.__RSC_MANIFEST["/route"] = {...};`: the object is JSON.
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/__RSC_MANIFEST\[[^\]]+\] = (\{.*\});?\s*$/gm)) {
          const manifest = JSON.parse(match[1] ?? '{}') as { clientModules?: Record<string, { chunks: string[] }> };
          for (const [name, { chunks }] of Object.entries(manifest.clientModules ?? {})) modules.set(name, chunks.map(servedPath));
        }
      }
    }
  };
  walk(path.join(dir, 'server', 'app'));
  return modules;
}

/**
 * The framework's chunks of the build in `dir` (this checkout's by default), as served paths: what Next
 * loads in front of every page before the page's own chunks, its build manifest's `rootMainFiles` (React
 * and React DOM, the App Router and its flight client, Turbopack's runtime; the app can add to them only
 * through an `instrumentation-client` file, which it has none of). The owner's rule (decision 017): these
 * count outside the app's JavaScript budget. A client module of the app (anything outside node_modules)
 * found in one of them stops the measurement, since the split would then hide the app's own code.
 */
export function frameworkChunks(dir = distDir(projectRoot)): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] };
  const chunks = new Set((manifest.rootMainFiles ?? []).map((file) => servedPath(`/_next/${file}`)));
  if (chunks.size === 0) throw new Error(`The build in ${dir} names no framework chunks (rootMainFiles).`);
  for (const [name, moduleChunks] of clientModules(dir)) {
    if (!name.startsWith('[project]/node_modules/') && moduleChunks.some((chunk) => chunks.has(chunk))) {
      throw new Error(`The app's client module ${name} is in a framework chunk; the framework's figure would hide it.`);
    }
  }
  return chunks;
}

/** A page's first-load JavaScript split into the app's part and the framework's chunks, KB gzipped. */
export function splitFramework(scripts: readonly Script[], framework: ReadonlySet<string>): { appKbGz: number; frameworkKbGz: number } {
  const kb = (list: readonly Script[]) => list.reduce((sum, { gzBytes }) => sum + gzBytes, 0) / 1024;
  return { appKbGz: kb(scripts.filter(({ src }) => !framework.has(servedPath(src)))), frameworkKbGz: kb(scripts.filter(({ src }) => framework.has(servedPath(src)))) };
}
