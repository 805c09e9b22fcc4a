// `npx tsx bench/web-diagnostics.ts <LIGHTHOUSE_REPORT_DIR> [--builds <dist dir>,<dist dir>]`: what the
// reports bench:web kept say about where a page's main-thread time goes, by page (server port, path and
// whether signed in; bench:web --variants serves each variant on its own port): the medians of the total
// blocking time, Lighthouse's main-thread work by kind, script evaluation split into the framework's
// chunks (the build manifests name them, `frameworkChunks`; this checkout's build unless --builds names
// others), the app's scripts and the document's inline scripts, and the long tasks. The times are
// Lighthouse's, with its mobile preset's fourfold CPU slowdown applied (decision 018). Lighthouse gives a
// task's time to the script that started it: React's hydration of the app's components is the
// framework's evaluation here, not the app's.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { textArgument } from './support/arguments';
import { frameworkChunks } from './support/page-javascript';
import { median } from './support/summary-line';

type Item = Record<string, unknown>;
const items = (lhr: Result, audit: string): Item[] => {
  const details = lhr.audits[audit]?.details;
  return details && 'items' in details ? (details.items as Item[]) : [];
};
const num = (value: unknown) => (typeof value === 'number' ? value : 0);

const dir = process.argv[2];
if (!dir || dir.startsWith('--')) throw new Error('Give the folder bench:web wrote its reports to (LIGHTHOUSE_REPORT_DIR).');
const builds = textArgument('builds', '');
const framework = new Set((builds ? builds.split(',') : [undefined]).flatMap((build) => [...frameworkChunks(build)]));

type Figures = Record<string, number>;
const pages = new Map<string, Figures[]>();
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
  const lhr = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Result;
  const page = new URL(lhr.requestedUrl ?? lhr.finalDisplayedUrl);
  const figures: Figures = { tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN, lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN };
  for (const item of items(lhr, 'mainthread-work-breakdown')) figures[`main ${String(item.group)}`] = num(item.duration);
  for (const item of items(lhr, 'bootup-time')) {
    const url = String(item.url);
    const owner = url === lhr.finalDisplayedUrl || url === lhr.requestedUrl ? 'document' : framework.has(new URL(url, page).pathname) ? 'framework' : 'app';
    figures[`eval ${owner}`] = (figures[`eval ${owner}`] ?? 0) + num(item.scripting);
    figures[`parse ${owner}`] = (figures[`parse ${owner}`] ?? 0) + num(item.scriptParseCompile);
  }
  const longTasks = items(lhr, 'long-tasks').map((item) => num(item.duration));
  figures['long tasks'] = longTasks.length;
  figures['long tasks ms'] = longTasks.reduce((sum, ms) => sum + ms, 0);
  figures['longest task ms'] = Math.max(0, ...longTasks);
  figures['blocking over 50 ms'] = longTasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0);
  // bench:web loads `/` as a returning visitor and signed in; the session cookie tells them apart.
  const signedIn = /authjs\.session-token=/.test(lhr.configSettings.extraHeaders?.Cookie ?? '');
  const key = `${page.port} ${page.pathname}${page.search}${signedIn ? ' (signed in)' : ''}`;
  pages.set(key, [...(pages.get(key) ?? []), figures]);
}

for (const [key, runs] of [...pages].sort(([a], [b]) => a.localeCompare(b))) {
  const names = [...new Set(runs.flatMap((figures) => Object.keys(figures)))].sort();
  console.log(`\n${key} (${runs.length} reports; medians, ms unless counted)`);
  for (const name of names) console.log(`  ${name.padEnd(28)} ${median(runs.map((figures) => figures[name] ?? 0)).toFixed(0).padStart(6)}`);
}
