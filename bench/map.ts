// `npm run bench:map`: the venue map in headless Chromium against the production server (its own port and
// a freshly seeded database, as bench:http). Signs in the Platinum demo member, opens /map on the busiest
// day and reads the timings of the probe it installs in the page (bench/support/map-probe.ts): first
// render (navigation start to the first settled frame with the day's spaces drawn) and hall switches
// (choosing a hall to the settled frame), and the day's data as sent (`day_kb_gz`, gzipped bytes on the
// wire). Chromium renders WebGL in software here (SwiftShader), as on a machine without a GPU.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { createPrismaClient } from '@/lib/db/client';
import { DEMO_PASSWORD } from '@/lib/demo-data/demo-accounts';
import { numberArgument } from './support/arguments';
import { ensureProductionBuild, startAppServer, type AppServer } from './support/app-server';
import { openBenchDatabase } from './support/bench-database';
import { addMapProbe } from './support/map-probe';
import { signInWithPassword } from './support/sign-in';
import { chromiumPath } from '@/tests/support/chromium-path';

const port = numberArgument('port', 3405);
const runs = numberArgument('runs', 3);
// SwiftShader is Chromium's software WebGL; newer versions only fall back to it when allowed explicitly.
const CHROMIUM_FLAGS = ['--no-sandbox', '--enable-unsafe-swiftshader', '--use-angle=swiftshader', '--ignore-gpu-blocklist', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');

async function busiestDay(databaseUrl: string): Promise<{ day: number; spaces: number; halls: string[] }> {
  const client = createPrismaClient(databaseUrl, 2);
  try {
    const [row] = await client.$queryRaw<{ day: number; spaces: number }[]>`
      SELECT d."dayNumber" AS day, count(*)::int AS spaces FROM "Placement" p JOIN "EventDay" d ON d.id = p."dayId"
      JOIN "Event" e ON e.id = d."eventId" AND e.code = 'C999' GROUP BY d."dayNumber" ORDER BY spaces DESC, day LIMIT 1`;
    if (!row) throw new Error('The demo event has no placements.');
    const halls = await client.$queryRaw<{ key: string }[]>`
      SELECT (CASE h.area WHEN 'EAST' THEN 'E' WHEN 'WEST' THEN 'W' ELSE 'S' END) || h.number AS key FROM "Hall" h
      JOIN "Event" e ON e.id = h."eventId" AND e.code = 'C999' ORDER BY h.area, h.number`;
    return { ...row, halls: halls.map((hall) => hall.key) };
  } finally {
    await client.$disconnect();
  }
}

/** Bytes on the wire for a GET with gzip accepted (fetch would hand back the decompressed body). */
function wireBytes(url: string, cookie: string): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { Cookie: cookie, 'Accept-Encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }));
      })
      .on('error', reject);
  });
}

async function openMap(browser: Browser, origin: string, cookie: string, day: number): Promise<{ page: Page; firstRenderMs: number; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const cookies = cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: origin }));
  await context.addCookies([...cookies, { name: 'cookie_consent', value: 'yes', url: origin }, { name: 'locale', value: 'en', url: origin }]);
  await addMapProbe(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.log(`  page error: ${error.message}`));
  await page.goto(`${origin}/map#/day=Day${day}`);
  const canvas = page.locator('.venue-map-canvas');
  await canvas.waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForFunction(() => document.querySelector<HTMLElement>('.venue-map-canvas')?.dataset.firstRenderMs !== undefined, undefined, { timeout: 60_000 });
  const firstRenderMs = Number(await canvas.getAttribute('data-first-render-ms'));
  // Where the time went: the page's own HTML, the day's data and the map library, from resource timing.
  // No helper functions inside: the page gets the function's source, without the bundler's helpers.
  const phases = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const ends: Record<string, number> = {};
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      if (entry.name.includes('/api/map/day/') && !entry.name.includes('/authors')) ends.data = Math.round(entry.responseEnd);
      if (entry.name.includes('maplibre-worker')) ends.worker = Math.round(entry.responseEnd);
    }
    const marks = performance
      .getEntriesByType('mark')
      .filter((mark) => mark.name.startsWith('map:'))
      .map((mark) => `${mark.name.slice(4)} ${Math.round(mark.startTime)}`)
      .join(', ');
    return { html: Math.round(navigation?.responseEnd ?? -1), domReady: Math.round(navigation?.domContentLoadedEventEnd ?? -1), data: ends.data ?? -1, worker: ends.worker ?? -1, marks };
  });
  console.log(`    html ${phases.html} ms, DOM ready ${phases.domReady} ms, day data ${phases.data} ms, map worker ${phases.worker} ms, drawn ${firstRenderMs} ms`);
  console.log(`    marks: ${phases.marks}`);
  return { page, firstRenderMs, close: () => context.close() };
}

type Switch = { ms: number; frames: number; tiles: number };

async function switchHall(page: Page, day: number, hall: string): Promise<Switch> {
  await page.getByLabel('Hall', { exact: true }).selectOption(hall);
  await page.waitForFunction(
    (expected) => {
      const canvas = document.querySelector<HTMLElement>('.venue-map-canvas');
      return canvas?.dataset.view === expected && canvas.dataset.state === 'ready';
    },
    `${day}:${hall}:`,
    { timeout: 30_000 },
  );
  const canvas = page.locator('.venue-map-canvas');
  const read = async (name: string) => Number(await canvas.getAttribute(name));
  return { ms: await read('data-view-ms'), frames: await read('data-view-frames'), tiles: await read('data-view-tiles') };
}

console.log(`machine: ${os.cpus().length} cores, load average ${load()} at start`);
ensureProductionBuild();
const database = await openBenchDatabase({ scale: 1, fresh: true });
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'catalogue-bench-map-'));
let server: AppServer | undefined;
let browser: Browser | undefined;
try {
  const { day, spaces, halls } = await busiestDay(database.url);
  server = await startAppServer({ port, databaseUrl: database.url, dataDir });
  const origin = `http://127.0.0.1:${port}`;
  const cookie = await signInWithPassword(origin, 'platinum@demo.example', DEMO_PASSWORD);
  const data = await wireBytes(`${origin}/api/map/day/${day}`, cookie);
  if (data.status !== 200) throw new Error(`/api/map/day/${day} answered ${data.status}; the benchmark needs the Platinum member.`);
  // The day is a gzip file (the browser unpacks it itself); its unpacked size for comparison.
  const plain = gunzipSync(Buffer.from(await (await fetch(`${origin}/api/map/day/${day}`, { headers: { Cookie: cookie } })).arrayBuffer())).byteLength;
  const authors = await wireBytes(`${origin}/api/map/day/${day}/authors`, cookie);
  const dayKbGz = Math.round(data.bytes / 1024);
  console.log(`day ${day}: ${spaces} spaces, /api/map/day/${day} ${(plain / 1024).toFixed(0)} KB, ${dayKbGz} KB on the wire (${data.encoding})`);
  console.log(`  authors, after the first render: ${authors.status === 200 ? `${Math.round(authors.bytes / 1024)} KB on the wire (${authors.encoding})` : `status ${authors.status}`}`);

  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const cold = await openMap(browser, origin, cookie, day);
  console.log(`  first render, first visit after start: ${cold.firstRenderMs} ms`);
  const screenshot = process.argv[process.argv.indexOf('--screenshot') + 1];
  if (process.argv.includes('--screenshot') && screenshot) {
    await switchHall(cold.page, day, 'E1');
    await cold.page.screenshot({ path: screenshot });
    console.log(`  screenshot of East 1: ${screenshot}`);
  }
  await cold.close();

  const firstRenders: number[] = [];
  const switches: Switch[] = [];
  const circleHalls = halls.filter((hall) => !['W3', 'W4', 'S3', 'S4'].includes(hall));
  for (let run = 0; run < runs; run += 1) {
    // A new browser context each run: nothing cached in the browser, as a member's first visit.
    const visit = await openMap(browser, origin, cookie, day);
    firstRenders.push(visit.firstRenderMs);
    for (const hall of circleHalls.slice(run * 3, run * 3 + 3)) switches.push(await switchHall(visit.page, day, hall));
    switches.push(await switchHall(visit.page, day, 'W3'));
    await visit.close();
  }
  console.log(`  first render per run: ${firstRenders.join(', ')} ms`);
  console.log(`  hall switches: ${switches.map((item) => item.ms).join(', ')} ms`);
  // Counts that do not drift with the machine: frames drawn (each one costs in software WebGL) and tiles
  // asked of MapLibre's worker, from the choice of a hall to its settled frame.
  console.log(`  frames per switch: ${switches.map((item) => item.frames).join(', ')} (median ${median(switches.map((item) => item.frames))}); tiles asked for: ${switches.map((item) => item.tiles).join(', ')} (median ${median(switches.map((item) => item.tiles))})`);
  console.log(`machine: load average ${load()} at end`);
  console.log(`map spaces=${spaces} day_kb_gz=${dayKbGz} first_render_ms=${median(firstRenders)} hall_switch_ms=${median(switches.map((item) => item.ms))}`);
} finally {
  await browser?.close();
  await server?.stop();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
