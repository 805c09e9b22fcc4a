import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumPath } from '@/tests/support/chromium-path';
import { median } from './summary-line';

// Lighthouse's default configuration is its mobile preset: a mid-range phone's screen, a 4x slower CPU
// and a slow 4G network, simulated from one unthrottled load (docs/decisions/018-measuring-speed.md).

/** The flags the end-to-end tests give Chromium (playwright.config.ts), headless. */
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export type Chromium = { port: number; close(): Promise<void> };

/** Whether a DevTools endpoint already answers on `port`. */
async function devToolsAnswer(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/json/version`)).ok;
  } catch {
    return false;
  }
}

/** Signals a process group, which may already be gone. */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // gone already
  }
}

/** The browsers this process started and has not closed: ended with it, however it ends. */
const running = new Set<number>();
let endedWithProcess = false;
function endWithProcess(pid: number): void {
  running.add(pid);
  if (endedWithProcess) return;
  endedWithProcess = true;
  const endAll = () => {
    for (const each of running) signalGroup(each, 'SIGKILL');
  };
  process.once('exit', endAll);
  // A browser in its own process group does not get the terminal's Ctrl-C.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      endAll();
      process.exit(130);
    });
  }
}

/**
 * Chromium (the end-to-end tests' choice, tests/support/chromium-path.ts) with a fresh profile and its
 * DevTools protocol on `port`; resolves once that answers. The browser and its helper processes are one
 * process group, ended together by `close` or when this process exits: a browser left running kept the
 * port, and a later run's Lighthouse attached to it with the earlier run's cookies. A port that already
 * answers is refused for the same reason.
 */
export async function launchChromium(port: number, executable = chromiumPath()): Promise<Chromium> {
  if (await devToolsAnswer(port)) throw new Error(`A browser already answers on DevTools port ${port} (one left by an earlier run?); end it or choose --chrome-port.`);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'catalogue-bench-chromium-'));
  const browser = spawn(executable, [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore', detached: true });
  const pid = browser.pid;
  if (pid !== undefined) endWithProcess(pid);
  const exited = new Promise((resolve) => browser.once('exit', resolve));
  const close = async () => {
    if (pid !== undefined) {
      signalGroup(pid, 'SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 5_000))]);
      // The helpers (renderer, GPU, network service) go with the group, whether the browser ended or not.
      signalGroup(pid, 'SIGKILL');
      if (!stopped) await exited;
      running.delete(pid);
    }
    // The browser's helper processes may still be writing its cache for a moment after it exits; a
    // profile that cannot be removed even then is left in the temporary folder rather than ending the
    // run without its figures (it once ended bench:web in its last page).
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
    } catch (error) {
      console.warn(`  (the browser profile ${profile} was left behind: ${error instanceof Error ? error.message : String(error)})`);
    }
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (browser.exitCode !== null) break;
    if (await devToolsAnswer(port)) return { port, close };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await close();
  throw new Error(`Chromium (${executable}) did not open its DevTools port ${port}.`);
}

/** What one Lighthouse run of one page says; times in ms, sizes in KB as transferred. */
export type PageAudit = {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  requests: number;
  totalKb: number;
  documentKb: number;
  scriptKb: number;
  /** Lighthouse's measure of how fast this machine was during the run (higher is faster). */
  benchmarkIndex: number;
};

/** Each figure the median of its own over a page's runs, not the figures of one "median run". */
export function medianAudit(audits: readonly PageAudit[]): PageAudit {
  const of = (key: keyof PageAudit) => median(audits.map((audit) => audit[key]));
  return {
    performance: of('performance'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    speedIndexMs: of('speedIndexMs'),
    requests: of('requests'),
    totalKb: of('totalKb'),
    documentKb: of('documentKb'),
    scriptKb: of('scriptKb'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

/** Lighthouse could not record this load (on a busy machine it sometimes loses the trace); another load may work. */
export class LighthouseRunError extends Error {}

type SummaryRow = { resourceType?: string; requestCount?: number; transferSize?: number };

/** The figures of one Lighthouse report; a run that Lighthouse itself reports as failed throws. */
export function readAudit(lhr: Result): PageAudit {
  if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse could not audit ${lhr.requestedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A redirect (to the login, say) would measure another page under this one's name.
  if (lhr.mainDocumentUrl !== undefined && lhr.mainDocumentUrl !== lhr.requestedUrl) throw new Error(`${lhr.requestedUrl} led to ${lhr.mainDocumentUrl}; the benchmark needs the page itself.`);
  const performance = lhr.categories.performance?.score;
  if (performance === null || performance === undefined) throw new Error(`Lighthouse gave ${lhr.requestedUrl} no performance score.`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse's report of ${lhr.requestedUrl} has no ${id}.`);
    return value;
  };
  const details = lhr.audits['resource-summary']?.details;
  const rows: SummaryRow[] = details && 'items' in details ? (details.items as SummaryRow[]) : [];
  const row = (type: string) => rows.find((item) => item.resourceType === type);
  const kb = (type: string) => (row(type)?.transferSize ?? 0) / 1024;
  return {
    performance,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    requests: row('total')?.requestCount ?? 0,
    totalKb: kb('total'),
    documentKb: kb('document'),
    scriptKb: kb('script'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * One Lighthouse run (mobile preset, performance only) of `url` in the Chromium on `chromePort`, with
 * Lighthouse's own warnings about the run (a slow machine among them).
 */
export async function auditPage(url: string, chromePort: number, headers: Record<string, string>): Promise<{ audit: PageAudit; warnings: string[] }> {
  const result = await lighthouse(url, { port: chromePort, logLevel: 'error', onlyCategories: ['performance'], extraHeaders: headers });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  // LIGHTHOUSE_REPORT_DIR keeps each full report, to read its diagnostics (main-thread work, long tasks;
  // `npx tsx bench/web-diagnostics.ts <dir>`), named by the server's port (one per variant) and the path.
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  const { port, pathname } = new URL(url);
  if (reportDir) await writeFile(path.join(reportDir, `${port}${pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(result.lhr));
  return { audit: readAudit(result.lhr), warnings: result.lhr.runWarnings };
}
