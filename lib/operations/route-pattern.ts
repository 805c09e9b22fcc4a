import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The app's route patterns (`/circle/[id]`, `/api/map/day/[day]`), read from the `app/` folder once at
 * start: folders holding a page or a route handler, without route groups `(nav)` and slots `@x`.
 */
export function appRoutePatterns(appDir: string): string[] {
  const patterns: string[] = [];
  const walk = (dir: string, segments: string[]) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    if (entries.some((entry) => entry.isFile() && /^(page|route)\.(tsx?|jsx?)$/.test(entry.name))) patterns.push(`/${segments.join('/')}`);
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name.startsWith('@')) continue;
      walk(path.join(dir, entry.name), /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name]);
    }
  };
  walk(appDir, []);
  return patterns;
}

type Compiled = { pattern: string; test: RegExp; staticSegments: number };

function compile(pattern: string): Compiled {
  const segments = pattern.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return '(?:/[^/]+)*';
      if (/^\[\.\.\..+\]$/.test(segment)) return '(?:/[^/]+)+';
      if (/^\[.+\]$/.test(segment)) return '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return { pattern, test: new RegExp(`^${source || '/'}/?$`), staticSegments: segments.filter((segment) => !segment.startsWith('[')).length };
}

// Paths seen are remembered up to this many; past it the memory starts again (a scan of random paths
// must not grow it without end).
const REMEMBERED_PATHS = 5_000;

/**
 * A function from a request's URL to the route pattern that serves it, for metrics labels that name a
 * route and never an id: `/circle/123?q=x` → `/circle/[id]`. The build's scripts are `/_next`, and any
 * path no route serves (files of `public/`, not-found pages, scans) is `other`, so the label's values
 * stay few whatever is requested.
 */
export function routePatternMatcher(patterns: readonly string[]): (url: string | undefined) => string {
  const exact = new Set(patterns.filter((pattern) => !pattern.includes('[')));
  // The most specific first: more fixed segments win over a parameter.
  const dynamic = patterns
    .filter((pattern) => pattern.includes('['))
    .map(compile)
    .sort((a, b) => b.staticSegments - a.staticSegments);
  const remembered = new Map<string, string>();
  const find = (pathname: string): string => {
    if (pathname.startsWith('/_next/')) return '/_next';
    const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    if (exact.has(trimmed)) return trimmed;
    return dynamic.find((route) => route.test.test(trimmed))?.pattern ?? 'other';
  };
  return (url) => {
    const pathname = (url ?? '/').split(/[?#]/, 1)[0] || '/';
    let pattern = remembered.get(pathname);
    if (pattern === undefined) {
      pattern = find(pathname);
      if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
      remembered.set(pathname, pattern);
    }
    return pattern;
  };
}
