// `npm test`: type check, lint, the imports' layer order and cycles (docs/architecture.md), unused code,
// unit and integration tests (Vitest, real PostgreSQL), then the end-to-end tests (Playwright in Chromium
// against the production build). Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const resultsDir = mkdtempSync(path.join(tmpdir(), 'catalogue-test-results-'));
const only = process.argv.slice(2);

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n── ${label} ──`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

type Counts = { passed: number; failed: number; skipped: number };

function vitestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const wants = (part: string) => only.length === 0 || only.includes(part);
const failures: string[] = [];
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
// A step's reported failures fail the run even when its process exits 0 (vitest once exited 0 with a
// failed property test in its JSON report).
const add = (counts: Counts, step: string) => {
  if (counts.failed > 0 && !failures.includes(step)) failures.push(step);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
};

if (wants('types') && !run('Type check', bin('tsc'), ['--noEmit'])) failures.push('type check');
if (wants('lint') && !run('Lint', bin('eslint'), ['.', '--max-warnings=0'])) failures.push('lint');
if (wants('deps') && !run('Dependency check', 'npm', ['run', '--silent', 'check:deps'])) failures.push('dependency check');
if (wants('unused') && !run('Unused code', 'npm', ['run', '--silent', 'check:unused'])) failures.push('unused code');

if (wants('unit')) {
  const file = path.join(resultsDir, 'vitest.json');
  if (!run('Unit and integration tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`])) failures.push('unit and integration tests');
  add(vitestCounts(file), 'unit and integration tests');
}

// Two instances of the production build behind nginx over one PostgreSQL (tests/cluster). It builds the
// app when the sources changed; the end-to-end step after it reuses that build.
if (wants('cluster')) {
  const file = path.join(resultsDir, 'vitest-cluster.json');
  if (!run('Cluster test (two instances behind nginx)', bin('vitest'), ['run', '--config', 'vitest.cluster.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`])) failures.push('cluster test');
  add(vitestCounts(file), 'cluster test');
}

if (wants('e2e')) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'catalogue-e2e-'));
  if (!run('End-to-end tests', bin('playwright'), ['test'], { E2E_DATA_DIR: dataDir })) failures.push('end-to-end tests');
  add(playwrightCounts(path.join(dataDir, 'playwright-results.json')), 'end-to-end tests');
}

console.log(`\n${failures.length ? `Failed: ${failures.join(', ')}` : 'All checks passed.'}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
