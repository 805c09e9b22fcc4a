// `npm test`: type check, lint, the imports' layer order and cycles (docs/architecture.md), unused code and,
// beside them, the demo event seeded once for the tests that read it; the cluster test (which builds the
// app), unit and integration tests (Vitest, real PostgreSQL), then the end-to-end tests (Playwright in Chromium against the
// production build). Ends with a table of where the time went and one summary line.
//
// `npm test -- unit e2e` runs only those parts; `npm test -- --repeat 10 tests/e2e/x.spec.ts` runs one
// spec (or Vitest file) ten times over, to hunt a flaky test.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatStepTable, playwrightCounts, playwrightFlaky, vitestCounts, type Counts, type StepResult } from './support/test-report';
import { runCaptured, runInherited } from './support/test-steps';
import { copySeededPostgres, SEEDED_POSTGRES_ENV } from '@/tests/support/seeded-postgres';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const resultsDir = mkdtempSync(path.join(tmpdir(), 'catalogue-test-results-'));
const args = process.argv.slice(2);

const steps: StepResult[] = [];
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const flaky: string[] = [];

// A step's reported failures fail the run even when its process exits 0 (vitest once exited 0 with a
// failed property test in its JSON report).
function record(step: StepResult, counts?: Counts) {
  if (counts) {
    if (counts.failed > 0) step.ok = false;
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  steps.push(step);
}

// The demo event, seeded once for the steps that read it (tests/support/seeded-postgres.ts); removed at the end.
let seededFolder: string | undefined;

async function staticChecksAndSeeding(only: (part: string) => boolean) {
  // Four processes that each use one core for under a minute, and the seeding of the demo event that the
  // tests after them copy: two at a time keep both cores busy without one slowing the other past what
  // running in turn would cost.
  const seeding = only('unit') || only('cluster') || only('e2e');
  const checks = [
    { part: 'types', label: 'Type check', command: bin('tsc'), args: ['--noEmit'] },
    // The cache lives under node_modules so that a fresh clone starts cold and a developer's rerun is fast.
    { part: 'lint', label: 'Lint', command: bin('eslint'), args: ['.', '--max-warnings=0', '--cache', '--cache-location', 'node_modules/.cache/eslint/'] },
    { part: 'deps', label: 'Dependency check', command: 'npm', args: ['run', '--silent', 'check:deps'] },
    { part: 'unused', label: 'Unused code', command: 'npm', args: ['run', '--silent', 'check:unused'] },
  ].filter((check) => only(check.part));
  // Third, so that it runs after the type check, beside the lint's end and the two short checks.
  if (seeding) {
    seededFolder = mkdtempSync(path.join(tmpdir(), 'catalogue-test-seeded-'));
    // As root, PostgreSQL runs as the `postgres` user, which must reach its data folder in here.
    chmodSync(seededFolder, 0o755);
    const args = ['--import', 'tsx', path.join('tests', 'setup', 'make-seeded-postgres.ts'), path.join(seededFolder, 'postgres')];
    checks.splice(Math.min(2, checks.length), 0, { part: 'seed', label: 'Demo event seeded once', command: process.execPath, args });
  }
  const queue = [...checks];
  const workers = Array.from({ length: 2 }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const result = await runCaptured(check.label, check.command, check.args, root);
      record(result);
      // A failed seeding fails the run; the steps after it then seed for themselves, as they do alone.
      if (check.part === 'seed' && result.ok && seededFolder) process.env[SEEDED_POSTGRES_ENV] = path.join(seededFolder, 'postgres');
    }
  });
  await Promise.all(workers);
}

function vitestStep(label: string, config: string[], file: string) {
  const step = runInherited(label, bin('vitest'), ['run', ...config, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], root);
  record(step, vitestCounts(file));
}

function e2eStep(extra: string[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'catalogue-e2e-'));
  // The server of `npm start` finds the demo event in its database and skips its first-run seeding.
  copySeededPostgres(path.join(dataDir, 'postgres'));
  const step = runInherited('End-to-end tests', bin('playwright'), ['test', ...extra], root, { E2E_DATA_DIR: dataDir });
  const report = path.join(dataDir, 'playwright-results.json');
  record(step, playwrightCounts(report));
  flaky.push(...playwrightFlaky(report));
}

async function main() {
  const repeatAt = args.indexOf('--repeat');
  if (repeatAt >= 0) {
    const times = Number(args[repeatAt + 1]);
    const targets = args.filter((_, index) => index !== repeatAt && index !== repeatAt + 1);
    if (!Number.isInteger(times) || times < 1 || targets.length === 0) {
      console.error('usage: npm test -- --repeat N <spec or test file>...');
      process.exit(2);
    }
    const e2e = targets.filter((target) => target.endsWith('.spec.ts'));
    const vitest = targets.filter((target) => !target.endsWith('.spec.ts'));
    if (vitest.length) {
      for (let round = 1; round <= times; round++) vitestStep(`Vitest, round ${round} of ${times}`, vitest, path.join(resultsDir, `vitest-${round}.json`));
    }
    // Retries off: a hunt wants to see every failure, not have it hidden behind a passing retry; each
    // failure keeps its trace.
    if (e2e.length) e2eStep([...e2e, '--repeat-each', String(times), '--retries', '0', '--trace', 'retain-on-failure']);
  } else {
    const only = (part: string) => args.length === 0 || args.includes(part);
    await staticChecksAndSeeding(only);
    // Two instances of the production build behind nginx over one PostgreSQL (tests/cluster). It builds the
    // app when the sources changed; the steps after it reuse that build: the integration test that calls
    // every action the build contains runs only beside a current build, and the end-to-end tests serve it.
    if (only('cluster')) vitestStep('Cluster test (two instances behind nginx)', ['--config', 'vitest.cluster.config.ts'], path.join(resultsDir, 'vitest-cluster.json'));
    if (only('unit')) vitestStep('Unit and integration tests', [], path.join(resultsDir, 'vitest.json'));
    if (only('e2e')) e2eStep([]);
  }

  if (seededFolder) rmSync(seededFolder, { recursive: true, force: true });
  console.log(`\n${formatStepTable(steps)}`);
  if (flaky.length) console.log(`\nFlaky (failed, then passed on retry):\n${flaky.map((title) => `  ${title}`).join('\n')}`);
  const failed = steps.filter((step) => !step.ok).map((step) => step.label);
  console.log(`\n${failed.length ? `Failed: ${failed.join(', ')}` : 'All checks passed.'}`);
  console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(failed.length ? 1 : 0);
}

void main();
