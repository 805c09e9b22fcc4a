import { existsSync, readFileSync } from 'node:fs';

export type Counts = { passed: number; failed: number; skipped: number };
export type StepResult = { label: string; ok: boolean; seconds: number };

/** A missing report counts as one failure: the runner died before it could say what ran. */
export function vitestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

type PlaywrightSuite = { title: string; file?: string; suites?: PlaywrightSuite[]; specs?: { title: string; file: string; tests: { status: string }[] }[] };

export function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

/** The tests that failed and then passed on their retry, named by file and title. */
export function playwrightFlaky(file: string): string[] {
  if (!existsSync(file)) return [];
  const { suites } = JSON.parse(readFileSync(file, 'utf8')) as { suites: PlaywrightSuite[] };
  const found: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === 'flaky')) found.push(`${spec.file} › ${[...titles, spec.title].join(' › ')}`);
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of suites) walk(suite, []);
  return found;
}

/** Where the time went, one row a step, for the end of `npm test`. */
export function formatStepTable(steps: StepResult[]): string {
  const width = Math.max(4, ...steps.map((step) => step.label.length));
  const rows = steps.map((step) => `${step.label.padEnd(width)}  ${step.seconds.toFixed(1).padStart(7)} s  ${step.ok ? 'ok' : 'FAILED'}`);
  return [`${'step'.padEnd(width)}  ${'time'.padStart(9)}  result`, ...rows].join('\n');
}
