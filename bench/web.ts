// `npm run bench:web [-- --runs 3] [--pages top,member,list,listImages,detail,images,favorites,map] [--keyword touhou]
// [--variants on,off,before]`: the pages as a phone user gets them. Lighthouse's mobile preset (a
// mid-range phone, 4x slower CPU, slow 4G, simulated) against the production server (its own port and a
// freshly seeded database, as bench:http) in the end-to-end tests' Chromium, on the top page as a
// returning visitor, and as the signed-in Platinum demo member on the top page, a keyword search of the
// circle list, the fullest circle detail page, the favourites and the map; when asked for, the same search
// in the list's images mode (`listImages`, the member's setting switched on for its loads and off for the
// list's) and a circle page with six delivered images (`images`, bench/support/image-pages.ts). Every page is loaded cold
// `runs` times, the pages taking turns so that a change in the machine's load reaches all of them; each
// figure is the median of its runs. The last line is the summary. With `--variants`, each variant
// (bench/support/variants.ts: the markup hand-off on, off, and older commits' builds) is served on its
// own port, and each page is loaded on every variant in turn, the order flipping every run, so that the
// machine's load falls on every column alike; one table and one summary line per variant.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { choiceArgument, numberArgument, textArgument } from './support/arguments';
import { startAppServer, type AppServer } from './support/app-server';
import { openBenchDatabase } from './support/bench-database';
import { detailCircleIds, expectPage, platinumMemberCookie, visitorCookie } from './support/bench-pages';
import { setListImages, sixImageCircleId } from './support/image-pages';
import { auditPage, launchChromium, LighthouseRunError, medianAudit, type PageAudit } from './support/lighthouse';
import { webLine, type WebPageName } from './support/summary-line';
import { chosenVariants, ensureVariantBuilds, startVariantServers } from './support/variants';

const pageNames = ['top', 'member', 'list', 'listImages', 'detail', 'images', 'favorites', 'map'] as const satisfies readonly WebPageName[];
const runs = numberArgument('runs', 3);
const port = numberArgument('port', 3320);
const chromePort = numberArgument('chrome-port', port + 10);
// The four pages bench:web has always run; the signed-in top and the map when asked for.
const chosen: readonly WebPageName[] = process.argv.includes('--pages') ? choiceArgument('pages', pageNames) : ['top', 'list', 'detail', 'favorites'];
const variants = process.argv.includes('--variants') ? chosenVariants() : [];
// Romaji for a common series name: a full first page of results from the demo event.
const keyword = textArgument('keyword', 'touhou');
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

/** `before`: what the page needs in the database before each of its loads (the list's images mode on or off). */
type PageRun = { name: WebPageName; path: string; cookie: string; before?: () => Promise<void> };

function printTable(rows: readonly (readonly [WebPageName, PageAudit])[]): void {
  const head = ['page', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'requests', 'total KB', 'HTML KB', 'JS KB', 'bench idx'];
  const cells = rows.map(([name, a]) => [
    name,
    a.performance.toFixed(2),
    a.fcpMs.toFixed(0),
    a.lcpMs.toFixed(0),
    a.tbtMs.toFixed(0),
    a.cls.toFixed(3),
    a.speedIndexMs.toFixed(0),
    a.requests.toFixed(0),
    a.totalKb.toFixed(1),
    a.documentKb.toFixed(1),
    a.scriptKb.toFixed(1),
    a.benchmarkIndex.toFixed(0),
  ]);
  const widths = head.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]?.length ?? 0)));
  for (const row of [head, ...cells]) console.log(`  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ')}`);
  console.log('  (medians; sizes as transferred; bench idx is the machine speed Lighthouse measured, higher is faster)');
}

/**
 * One cold load in a fresh browser and profile, as a first visit: Lighthouse resets caches but not
 * cookies, and a cookie one page set would take the place of the Cookie header given to the next.
 * A load Lighthouse could not record is tried again, twice at most, and said.
 */
async function auditOnce(url: string, cookie: string, attempt = 1): ReturnType<typeof auditPage> {
  const chromium = await launchChromium(chromePort);
  try {
    return await auditPage(url, chromium.port, { Cookie: cookie });
  } catch (error) {
    if (!(error instanceof LighthouseRunError) || attempt >= 3) throw error;
    console.log(`  again: ${error.message}`);
  } finally {
    await chromium.close();
  }
  return auditOnce(url, cookie, attempt + 1);
}

console.log(`machine: ${os.cpus().length} cores, load average ${load()} at start; ${runs} runs per page${variants.length > 0 ? `; variants ${variants.map((v) => v.name).join(', ')}` : ''}`);
ensureVariantBuilds(variants);
const database = await openBenchDatabase({ scale: 1, fresh: true });
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'catalogue-bench-web-'));
const servers: AppServer[] = [];
try {
  const [detailId] = await detailCircleIds(database.url, 1);
  const imagesId = chosen.includes('images') ? await sixImageCircleId(database.url, process.env.EVENT ?? 'C999') : 0;
  const listImages = (on: boolean) => () => setListImages(database.url, 'platinum@demo.example', on);
  // Without --variants: one server of this checkout, as the environment sets it, under the label `web`.
  const started =
    variants.length > 0
      ? await startVariantServers(variants, { port, databaseUrl: database.url, dataDir: (name) => path.join(dataDir, name) })
      : [{ variant: undefined, port, server: await startAppServer({ port, databaseUrl: database.url, dataDir }) }];
  servers.push(...started.map(({ server }) => server));
  const columns: { label: string; origin: string; pages: PageRun[] }[] = [];
  for (const { variant, port: appPort } of started) {
    const origin = `http://127.0.0.1:${appPort}`;
    const member = await platinumMemberCookie(origin);
    const all: Record<WebPageName, PageRun> = {
      top: { name: 'top', path: '/', cookie: visitorCookie },
      member: { name: 'member', path: '/', cookie: member },
      list: { name: 'list', path: `/circle/list?keyword=${encodeURIComponent(keyword)}`, cookie: member, before: listImages(false) },
      listImages: { name: 'listImages', path: `/circle/list?keyword=${encodeURIComponent(keyword)}`, cookie: member, before: listImages(true) },
      detail: { name: 'detail', path: `/circle/${detailId}`, cookie: member },
      images: { name: 'images', path: `/circle/${imagesId}`, cookie: member },
      favorites: { name: 'favorites', path: '/user/favorites', cookie: member },
      map: { name: 'map', path: '/map', cookie: member },
    };
    const pages = chosen.map((name) => all[name]);
    // Once each before measuring, as bench:http warms up: the first renders compile and fill caches.
    for (const page of pages) {
      await page.before?.();
      await expectPage(origin, page.path, page.cookie);
    }
    columns.push({ label: variant ? `web_${variant.name}` : 'web', origin, pages });
  }

  const audits = new Map<string, PageAudit[]>();
  const warnings = new Set<string>();
  for (let run = 1; run <= runs; run++) {
    const ordered = run % 2 === 1 ? columns : [...columns].reverse();
    for (const [index, name] of chosen.entries()) {
      for (const column of ordered) {
        const page = column.pages[index] as PageRun;
        await page.before?.();
        const { audit, warnings: said } = await auditOnce(`${column.origin}${page.path}`, page.cookie);
        for (const warning of said) warnings.add(warning);
        const key = `${column.label} ${name}`;
        audits.set(key, [...(audits.get(key) ?? []), audit]);
        console.log(`  run ${run} ${column.label.padEnd(10)} ${name.padEnd(10)} perf=${audit.performance.toFixed(2)} LCP=${audit.lcpMs.toFixed(0)} ms TBT=${audit.tbtMs.toFixed(0)} ms CLS=${audit.cls.toFixed(3)} bench idx=${audit.benchmarkIndex.toFixed(0)} (${page.path})`);
      }
    }
  }
  console.log(`machine: load average ${load()} at end`);
  for (const warning of warnings) console.log(`lighthouse: ${warning}`);
  for (const column of columns) {
    const medians = chosen.map((name) => [name, medianAudit(audits.get(`${column.label} ${name}`) ?? [])] as const);
    console.log(`\n${column.label}`);
    printTable(medians);
    console.log(webLine(Object.fromEntries(medians), column.label));
  }
} finally {
  for (const server of servers.reverse()) await server.stop();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
