import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { LighthouseRunError, medianAudit, readAudit, type PageAudit } from '@/bench/support/lighthouse';

// The parts of a Lighthouse 12 report that readAudit reads, shaped as Lighthouse writes them.
function report(overrides: { score?: number | null; runtimeError?: { code: string; message: string }; drop?: string; mainDocumentUrl?: string } = {}): Result {
  const audits: Record<string, { numericValue?: number; details?: unknown }> = {
    'first-contentful-paint': { numericValue: 1500.4 },
    'largest-contentful-paint': { numericValue: 3200.7 },
    'total-blocking-time': { numericValue: 310 },
    'cumulative-layout-shift': { numericValue: 0.042 },
    'speed-index': { numericValue: 2800 },
    'resource-summary': {
      details: {
        type: 'table',
        items: [
          { resourceType: 'total', requestCount: 14, transferSize: 204_800 },
          { resourceType: 'script', requestCount: 9, transferSize: 153_600 },
          { resourceType: 'document', requestCount: 1, transferSize: 30_720 },
          { resourceType: 'image', requestCount: 3, transferSize: 10_240 },
        ],
      },
    },
  };
  if (overrides.drop) delete audits[overrides.drop];
  return {
    requestedUrl: 'http://127.0.0.1:3402/circle/list?keyword=touhou',
    mainDocumentUrl: overrides.mainDocumentUrl ?? 'http://127.0.0.1:3402/circle/list?keyword=touhou',
    runtimeError: overrides.runtimeError,
    categories: { performance: { score: overrides.score === undefined ? 0.74 : overrides.score } },
    audits,
    environment: { benchmarkIndex: 812.5 },
  } as unknown as Result;
}

describe('readAudit', () => {
  it('reads the score, the metrics in ms and the transferred sizes in KB', () => {
    expect(readAudit(report())).toEqual({
      performance: 0.74,
      fcpMs: 1500.4,
      lcpMs: 3200.7,
      tbtMs: 310,
      cls: 0.042,
      speedIndexMs: 2800,
      requests: 14,
      totalKb: 200,
      documentKb: 30,
      scriptKb: 150,
      benchmarkIndex: 812.5,
    });
  });

  it('refuses a run that Lighthouse reports as failed instead of counting it as a score', () => {
    const failed = report({ runtimeError: { code: 'NO_NAVSTART', message: 'Something went wrong with recording the trace' } });
    expect(() => readAudit(failed)).toThrow(/NO_NAVSTART/);
    // Only a run Lighthouse failed to record is worth another load; the other refusals would fail again.
    expect(() => readAudit(failed)).toThrow(LighthouseRunError);
    expect(() => readAudit(report({ score: null }))).toThrow(/no performance score/);
  });

  it('refuses a page that redirected, which would measure another page under its name', () => {
    const redirected = report({ mainDocumentUrl: 'http://127.0.0.1:3402/auth/login?callbackUrl=%2Fcircle%2Flist' });
    expect(() => readAudit(redirected)).toThrow(/led to .*auth\/login/);
    expect(() => readAudit(redirected)).not.toThrow(LighthouseRunError);
  });

  it('refuses a report without one of the metrics rather than print a zero', () => {
    expect(() => readAudit(report({ drop: 'largest-contentful-paint' }))).toThrow(/largest-contentful-paint/);
  });

  it('counts nothing transferred when the resource summary is missing', () => {
    expect(readAudit(report({ drop: 'resource-summary' }))).toMatchObject({ requests: 0, totalKb: 0, scriptKb: 0 });
  });
});

describe('medianAudit', () => {
  const run = (performance: number, lcpMs: number, tbtMs: number, cls: number): PageAudit => ({
    performance,
    fcpMs: lcpMs / 2,
    lcpMs,
    tbtMs,
    cls,
    speedIndexMs: lcpMs,
    requests: 20,
    totalKb: 250,
    documentKb: 20,
    scriptKb: 200,
    benchmarkIndex: 600,
  });

  it('takes the median of each figure on its own, so one disturbed run moves none of them', () => {
    const median = medianAudit([run(0.91, 2100, 150, 0.2), run(0.35, 9000, 4000, 0), run(0.88, 2400, 180, 0.01)]);
    expect(median).toMatchObject({ performance: 0.88, lcpMs: 2400, tbtMs: 180, cls: 0.01, fcpMs: 1200, requests: 20 });
  });
});
