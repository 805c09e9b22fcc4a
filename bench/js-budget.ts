// `npm run bench:js [-- --port 3300]`: the first-load JavaScript of each kind of page, gzipped, as the
// production server sends it to a browser. Builds when the sources changed, serves the build on its own
// port and the local database (seeded on first use), signs in the Platinum demo member and reads the
// <script src> list of each page's HTML, and the same of the bare Next.js page of bench:http (the floor of
// any page of this stack, served on the next port). Each page's figure is split into the app's part and
// the framework's chunks, which the build's manifest names (`frameworkChunks`): the budgets
// (docs/decisions/017-browser-javascript-budget.md) are on the app's part and checked by the page tour
// (tests/e2e/page-tour); this prints the figures and, with --chunks, the largest chunks.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { consentCookie } from '@/lib/consent/consent-cookie';
import { DEMO_PASSWORD } from '@/lib/demo-data/demo-accounts';
import { localeCookie } from '@/lib/i18n/locales';
import { numberArgument } from './support/arguments';
import { ensureProductionBuild, startAppServer, type AppServer } from './support/app-server';
import { openBenchDatabase } from './support/bench-database';
import { expectPage } from './support/bench-pages';
import { referenceHeaders, referencePath, startReferenceServer } from './support/reference-server';
import { frameworkChunks, javascriptBudgetsKb, librariesIn, pageJavaScript, scriptCache, splitFramework, type PageJavaScript } from './support/page-javascript';
import { signInWithPassword } from './support/sign-in';

const port = numberArgument('port', 3300);
const verbose = process.argv.includes('--chunks');

ensureProductionBuild();
const database = await openBenchDatabase({ scale: 1 });
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'catalogue-bench-js-'));
let server: AppServer | undefined;
let reference: AppServer | undefined;
try {
  server = await startAppServer({ port, databaseUrl: database.url, dataDir });
  const origin = `http://127.0.0.1:${port}`;
  const returning = `${consentCookie.name}=${consentCookie.acceptedValue}; ${localeCookie.name}=en`;
  const member = `${await signInWithPassword(origin, 'platinum@demo.example', DEMO_PASSWORD)}; ${returning}`;
  const script = scriptCache(origin);
  // A server error (a new server's first database connections timing out on a busy machine) is asked again first.
  const measure = async (pagePath: string, cookie: string) => {
    await expectPage(origin, pagePath, cookie);
    return pageJavaScript(origin, pagePath, cookie, script);
  };

  const list = await measure('/circle/list', member);
  const listHtml = await (await fetch(`${origin}/circle/list`, { headers: { Cookie: member } })).text();
  const circlePath = listHtml.match(/href="(\/circle\/\d+)"/)?.[1];
  if (!circlePath) throw new Error('The list links to no circle; is the database seeded?');

  const pages: Record<string, PageJavaScript> = {
    top_first_visit: await measure('/', ''),
    top: await measure('/', returning),
    top_member: await measure('/', member),
    list,
    circle: await measure(circlePath, member),
    favorites: await measure('/user/favorites', member),
    map: await measure('/map', member),
  };
  reference = await startReferenceServer(port + 1);
  const referenceOrigin = `http://127.0.0.1:${port + 1}`;
  pages.reference = await pageJavaScript(referenceOrigin, referencePath(1), referenceHeaders.Cookie, scriptCache(referenceOrigin));
  const framework = frameworkChunks();
  const budgets: Record<string, number> = { top_first_visit: javascriptBudgetsKb.top, top: javascriptBudgetsKb.top, top_member: javascriptBudgetsKb.top, list: javascriptBudgetsKb.list, circle: javascriptBudgetsKb.detail, favorites: javascriptBudgetsKb.favorites };
  const split = new Map<string, { appKbGz: number; frameworkKbGz: number }>();
  console.log(`${'page'.padEnd(16)} ${'path'.padEnd(16)} ${'all'.padStart(6)} ${'app'.padStart(6)} ${'budget'.padStart(6)} ${'frmwk'.padStart(6)}  (KB gzipped)`);
  for (const [name, page] of Object.entries(pages)) {
    if (page.status !== 200) throw new Error(`${page.path} answered ${page.status} for ${name}.`);
    // The reference page is another build, with framework chunks of its own: only its total is read.
    const parts = name === 'reference' ? { appKbGz: NaN, frameworkKbGz: NaN } : splitFramework(page.scripts, framework);
    split.set(name, parts);
    const cell = (kb: number | undefined) => (kb === undefined || Number.isNaN(kb) ? '' : kb.toFixed(1)).padStart(6);
    console.log(`${name.padEnd(16)} ${page.path.padEnd(16)} ${cell(page.kbGz)} ${cell(parts.appKbGz)} ${cell(budgets[name])} ${cell(parts.frameworkKbGz)}  in ${String(page.scripts.length).padStart(2)} scripts; libraries: ${librariesIn(page.scripts).join(', ') || 'none'}`);
    if (verbose) for (const { src, gzBytes } of [...page.scripts].sort((a, b) => b.gzBytes - a.gzBytes)) console.log(`    ${(gzBytes / 1024).toFixed(1).padStart(6)} KB  ${src}${framework.has(new URL(src, origin).pathname) ? '  (framework)' : ''}`);
  }
  const app = [...split].filter(([name]) => name !== 'reference').map(([name, parts]) => `${name}_app_kb_gz=${parts.appKbGz.toFixed(1)}`);
  const frameworkKb = split.get('list')?.frameworkKbGz ?? NaN;
  console.log(`js ${Object.entries(pages).map(([name, page]) => `${name}_kb_gz=${page.kbGz.toFixed(1)}`).join(' ')} ${app.join(' ')} framework_kb_gz=${frameworkKb.toFixed(1)}`);
} finally {
  await server?.stop();
  await reference?.stop();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
