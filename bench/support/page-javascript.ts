import { gzipSync } from 'node:zlib';

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
 * The first-load budgets of decision 017, in KB gzipped, checked by the page tour (tests/e2e/page-tour).
 * The framework alone (React, the router, the bundler's runtime) is about 129 KB of every page.
 */
export const javascriptBudgetsKb = { top: 146, list: 150, detail: 150, favorites: 153 } as const;
