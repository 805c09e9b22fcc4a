// `npx tsx bench/map-profile.ts`: where the venue map's time goes, for work on its speed. Opens /map on the
// busiest day as bench:map does, with Chromium's sampling profiler on the page and on MapLibre's worker,
// and prints each thread's busiest functions (self time) for the first render and for hall switches.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { DEMO_PASSWORD } from '@/lib/demo-data/demo-accounts';
import { numberArgument } from './support/arguments';
import { ensureProductionBuild, startAppServer, type AppServer } from './support/app-server';
import { openBenchDatabase } from './support/bench-database';
import { addMapProbe } from './support/map-probe';
import { signInWithPassword } from './support/sign-in';
import { chromiumPath } from '@/tests/support/chromium-path';

const port = numberArgument('port', 3406);
const CHROMIUM_FLAGS = ['--no-sandbox', '--enable-unsafe-swiftshader', '--use-angle=swiftshader', '--ignore-gpu-blocklist', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

type WorkerSession = { targetId: string; send(method: string, params?: object): Promise<unknown> };
type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** Self time by function, the top `count`, and the share of samples that were idle. */
function summarize(name: string, profile: Profile, count = 18): void {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, at) => {
    const node = byNode.get(id);
    const ms = (profile.timeDeltas[at + 1] ?? 0) / 1000;
    total += ms;
    if (!node) return;
    const file = node.callFrame.url.split('/').pop() ?? '';
    const key = `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + ms);
  });
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, count);
  console.log(`  ${name}: ${Math.round(total)} ms sampled`);
  for (const [key, ms] of top) console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${key}`);
}

async function startProfiler(session: CDPSession) {
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
}

ensureProductionBuild();
const database = await openBenchDatabase({ scale: 1, fresh: true });
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'catalogue-bench-map-profile-'));
let server: AppServer | undefined;
let browser: Browser | undefined;
try {
  server = await startAppServer({ port, databaseUrl: database.url, dataDir });
  const origin = `http://127.0.0.1:${port}`;
  const cookie = await signInWithPassword(origin, 'platinum@demo.example', DEMO_PASSWORD);
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const cookies = cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: origin }));
  await context.addCookies([...cookies, { name: 'cookie_consent', value: 'yes', url: origin }, { name: 'locale', value: 'en', url: origin }]);
  await addMapProbe(context);
  const page = await context.newPage();
  const day = numberArgument('day', 1);
  // Warm the server's caches first, so that the profile is the browser's.
  await page.goto(`${origin}/map#/day=Day${day}`);
  await page.waitForFunction(() => document.querySelector<HTMLElement>('.venue-map-canvas')?.dataset.firstRenderMs !== undefined, undefined, { timeout: 60_000 });
  const fresh = await context.browser()!.newContext({ viewport: { width: 1280, height: 800 } });
  await fresh.addCookies([...cookies, { name: 'cookie_consent', value: 'yes', url: origin }, { name: 'locale', value: 'en', url: origin }]);
  await addMapProbe(fresh);
  const profiled = await fresh.newPage();
  // Frames the page asked for (each a software-rendered WebGL frame once the map draws).
  await profiled.addInitScript(() => {
    const original = window.requestAnimationFrame.bind(window);
    const holder = window as unknown as { __frames: number };
    holder.__frames = 0;
    window.requestAnimationFrame = (callback) => original((time) => {
      holder.__frames += 1;
      callback(time);
    });
  });
  const frames = () => profiled.evaluate(() => (window as unknown as { __frames: number }).__frames);
  const session = await fresh.newCDPSession(profiled);
  // Workers through the browser's session: Playwright opens sessions on pages and frames only.
  const browserSession = await context.browser()!.newBrowserCDPSession();
  const workers: WorkerSession[] = [];
  const pending = new Map<number, (result: unknown) => void>();
  let nextId = 1;
  browserSession.on('Target.receivedMessageFromTarget', ({ message }: { message: string }) => {
    const reply = JSON.parse(message) as { id?: number; result?: unknown };
    if (reply.id !== undefined) pending.get(reply.id)?.(reply.result);
  });
  const attachWorkers = async () => {
    const { targetInfos } = (await browserSession.send('Target.getTargets')) as { targetInfos: { targetId: string; type: string; url: string }[] };
    for (const target of targetInfos.filter((info) => info.type === 'worker' && info.url.includes('maplibre'))) {
      if (workers.some((worker) => worker.targetId === target.targetId)) continue;
      const { sessionId } = (await browserSession.send('Target.attachToTarget', { targetId: target.targetId, flatten: false })) as { sessionId: string };
      const send = (method: string, params: object = {}) =>
        new Promise<unknown>((resolve) => {
          const id = nextId++;
          pending.set(id, resolve);
          void browserSession.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
        });
      workers.push({ targetId: target.targetId, send });
    }
  };
  await startProfiler(session);
  await profiled.goto(`${origin}/map#/day=Day${day}`);
  await profiled.waitForFunction(() => document.querySelector<HTMLElement>('.venue-map-canvas')?.dataset.firstRenderMs !== undefined, undefined, { timeout: 60_000 });
  const first = await profiled.locator('.venue-map-canvas').getAttribute('data-first-render-ms');
  const marks = await profiled.evaluate(() => performance.getEntriesByType('mark').map((mark) => `${mark.name} ${Math.round(mark.startTime)}`).join(', '));
  console.log(`first render ${first} ms, ${await frames()} frames; ${marks}`);
  const stop = async (label: string) => {
    summarize(`${label}, page`, (await session.send('Profiler.stop')).profile as Profile);
    for (const [at, worker] of workers.entries()) {
      const result = (await worker.send('Profiler.stop')) as { profile?: Profile } | undefined;
      if (result?.profile) summarize(`${label}, worker ${at}`, result.profile);
    }
  };
  await stop('first render');
  await profiled.waitForTimeout(1500);
  await attachWorkers();
  await startProfiler(session);
  for (const worker of workers) {
    await worker.send('Profiler.enable');
    await worker.send('Profiler.setSamplingInterval', { interval: 200 });
    await worker.send('Profiler.start');
  }
  const times: string[] = [];
  for (const hall of ['E4', 'E5', 'W1', 'W2']) {
    const framesBefore = await frames();
    await profiled.getByLabel('Hall', { exact: true }).selectOption(hall);
    await profiled.waitForFunction((expected) => {
      const canvas = document.querySelector<HTMLElement>('.venue-map-canvas');
      return canvas?.dataset.view === expected && canvas.dataset.state === 'ready';
    }, `${day}:${hall}:`);
    times.push(`${hall} ${await profiled.locator('.venue-map-canvas').getAttribute('data-view-ms')} ms, ${(await frames()) - framesBefore} frames`);
  }
  console.log(`hall switches: ${times.join(', ')}`);
  await stop('four hall switches');
} finally {
  await browser?.close();
  await server?.stop();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
