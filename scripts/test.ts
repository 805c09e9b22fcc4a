// `npm test`: type check, lint, the imports' layer order and cycles (docs/architecture.md), unused code,
// unit and integration tests (Vitest, real PostgreSQL), then the end-to-end tests (Playwright in Chromium
// against the production build). Ends with a table of where the time went and one summary line.
//
// `npm test -- unit e2e` runs only those parts; `npm test -- --repeat 10 tests/e2e/x.spec.ts` runs one
// spec (or Vitest file) ten times over, to hunt a flaky test.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatStepTable, playwrightCounts, playwrightFlaky, vitestCounts, type Counts, type StepResult } from './support/test-report';
import { runCaptured, runInherited } from './support/test-steps';

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

type StaticCheck = { part: string; label: string; command: string; args: string[] };

const staticCheckList: StaticCheck[] = [
  { part: 'types', label: 'Type check', command: bin('tsc'), args: ['--noEmit'] },
  // The cache lives under node_modules so that a fresh clone starts cold and a developer's rerun is fast.
  { part: 'lint', label: 'Lint', command: bin('eslint'), args: ['.', '--max-warnings=0', '--cache', '--cache-location', 'node_modules/.cache/eslint/'] },
  { part: 'deps', label: 'Dependency check', command: 'npm', args: ['run', '--silent', 'check:deps'] },
  { part: 'unused', label: 'Unused code', command: 'npm', args: ['run', '--silent', 'check:unused'] },
];

/**
 * Runs checks two at a time: processes that each use one core for under a minute keep both cores busy
 * that way. Beside the tests they run at the lowest priority, on the CPU time the tests leave idle while
 * they wait on PostgreSQL, the server and the browser, and the table marks them so.
 */
async function staticChecks(checks: StaticCheck[], besideTests: boolean) {
  const queue = [...checks];
  const lanes = Array.from({ length: 2 }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const label = besideTests ? `${check.label} (beside the tests)` : check.label;
      record(await runCaptured(label, check.command, check.args, root, { lowPriority: besideTests }));
    }
  });
  await Promise.all(lanes);
}

async function vitestStep(label: string, config: string[], file: string) {
  const step = await runInherited(label, bin('vitest'), ['run', ...config, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], root);
  record(step, vitestCounts(file));
}

async function e2eStep(extra: string[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'catalogue-e2e-'));
  const step = await runInherited('End-to-end tests', bin('playwright'), ['test', ...extra], root, { E2E_DATA_DIR: dataDir });
  const report = path.join(dataDir, 'playwright-results.json');
  record(step, playwrightCounts(report));
  flaky.push(...playwrightFlaky(report));
}

async function main() {
  const startedAt = performance.now();
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
      for (let round = 1; round <= times; round++) await vitestStep(`Vitest, round ${round} of ${times}`, vitest, path.join(resultsDir, `vitest-${round}.json`));
    }
    // Retries off: a hunt wants to see every failure, not have it hidden behind a passing retry; each
    // failure keeps its trace.
    if (e2e.length) await e2eStep([...e2e, '--repeat-each', String(times), '--retries', '0', '--trace', 'retain-on-failure']);
  } else {
    const only = (part: string) => args.length === 0 || args.includes(part);
    const checks = staticCheckList.filter((check) => only(check.part));
    const besideTests = ['unit', 'cluster', 'e2e'].some(only);
    // The checks run beside the unit and integration tests, and the type check beside the end-to-end tests,
    // which leave more idle time: the type check reads the build's generated files (tsconfig.json), so it
    // runs there only once the cluster step has built the app, which the end-to-end server then reuses.
    // Each phase waits for its checks, so no check overlaps a build.
    const typeCheckAfterBuild = besideTests && only('cluster') && only('e2e');
    const typeChecks = checks.filter((check) => typeCheckAfterBuild && check.part === 'types');
    const otherChecks = checks.filter((check) => !typeChecks.includes(check));
    await Promise.all([staticChecks(otherChecks, besideTests), only('unit') ? vitestStep('Unit and integration tests', [], path.join(resultsDir, 'vitest.json')) : undefined]);
    // Two instances of the production build behind nginx over one PostgreSQL (tests/cluster). It builds the
    // app when the sources changed; the end-to-end step after it reuses that build.
    if (only('cluster')) await vitestStep('Cluster test (two instances behind nginx)', ['--config', 'vitest.cluster.config.ts'], path.join(resultsDir, 'vitest-cluster.json'));
    await Promise.all([staticChecks(typeChecks, besideTests), only('e2e') ? e2eStep([]) : undefined]);
  }

  console.log(`\nWhole run: ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  console.log(`\n${formatStepTable(steps)}`);
  if (flaky.length) console.log(`\nFlaky (failed, then passed on retry):\n${flaky.map((title) => `  ${title}`).join('\n')}`);
  const failed = steps.filter((step) => !step.ok).map((step) => step.label);
  console.log(`\n${failed.length ? `Failed: ${failed.join(', ')}` : 'All checks passed.'}`);
  console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(failed.length ? 1 : 0);
}

void main();
