import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatStepTable, playwrightCounts, playwrightFlaky, vitestCounts } from '@/scripts/support/test-report';

const folder = mkdtempSync(path.join(tmpdir(), 'test-report-'));
const write = (name: string, value: unknown) => {
  const file = path.join(folder, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
};

describe('the end of npm test', () => {
  it('names each test that passed only on its retry, with its describe blocks', () => {
    const file = write('playwright.json', {
      stats: { expected: 3, unexpected: 0, flaky: 1, skipped: 0 },
      suites: [
        {
          title: 'map.spec.ts',
          specs: [{ title: 'draws', file: 'map.spec.ts', tests: [{ status: 'expected' }] }],
          suites: [{ title: 'offline', specs: [{ title: 'keeps the zoom button on screen', file: 'map.spec.ts', tests: [{ status: 'flaky' }] }] }],
        },
      ],
    });
    expect(playwrightFlaky(file)).toEqual(['map.spec.ts › offline › keeps the zoom button on screen']);
    expect(playwrightCounts(file)).toEqual({ passed: 4, failed: 0, skipped: 0 });
  });

  it('counts a runner that left no report as a failure', () => {
    expect(vitestCounts(path.join(folder, 'missing.json')).failed).toBe(1);
    expect(playwrightCounts(path.join(folder, 'missing.json')).failed).toBe(1);
    expect(playwrightFlaky(path.join(folder, 'missing.json'))).toEqual([]);
  });

  it('prints one row a step with its time and result', () => {
    const table = formatStepTable([
      { label: 'Type check', ok: true, seconds: 21.42 },
      { label: 'End-to-end tests', ok: false, seconds: 612 },
    ]);
    expect(table.split('\n')).toEqual([
      'step                   time  result',
      'Type check           21.4 s  ok',
      'End-to-end tests    612.0 s  FAILED',
    ]);
  });
});
