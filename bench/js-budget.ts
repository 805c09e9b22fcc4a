// `npm run bench:js [-- --port 3300]`: the first-load JavaScript of each kind of page, gzipped, as the
// production server sends it to a browser. Builds when the sources changed, serves the build on its own
// port and the local database (seeded on first use), signs in the Platinum demo member and reads the
// <script src> list of each page's HTML, and the same of the bare Next.js page of bench:http (the floor of
// any page of this stack, served on the next port). The budgets (docs/decisions/017-browser-javascript-budget.md)
// are checked by the page tour (tests/e2e/page-tour); this prints the figures and the largest chunks.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { consentCookie } from '@/lib/consent/consent-cookie';
import { DEMO_PASSWORD } from '@/lib/demo-data/demo-accounts';
import { localeCookie } from '@/lib/i18n/locales';
import { numberArgument } from './support/arguments';
import { ensureProductionBuild, startAppServer, type AppServer } from './support/app-server';
import { openBenchDatabase } from './support/bench-database';
import { referenceHeaders, referencePath, startReferenceServer } from './support/reference-server';
import { librariesIn, pageJavaScript, scriptCache, type PageJavaScript } from './support/page-javascript';
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
  const measure = (pagePath: string, cookie: string) => pageJavaScript(origin, pagePath, cookie, script);

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
  for (const [name, page] of Object.entries(pages)) {
    if (page.status !== 200) throw new Error(`${page.path} answered ${page.status} for ${name}.`);
    console.log(`${name.padEnd(16)} ${page.path.padEnd(16)} ${page.kbGz.toFixed(1).padStart(6)} KB gz in ${String(page.scripts.length).padStart(2)} scripts; libraries: ${librariesIn(page.scripts).join(', ') || 'none'}`);
    if (verbose) for (const { src, gzBytes } of [...page.scripts].sort((a, b) => b.gzBytes - a.gzBytes)) console.log(`    ${(gzBytes / 1024).toFixed(1).padStart(6)} KB  ${src}`);
  }
  console.log(`js ${Object.entries(pages).map(([name, page]) => `${name}_kb_gz=${page.kbGz.toFixed(1)}`).join(' ')}`);
} finally {
  await server?.stop();
  await reference?.stop();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
