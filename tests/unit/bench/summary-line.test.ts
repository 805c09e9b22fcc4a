import { describe, expect, it } from 'vitest';
import { httpLine, median, summaryLine, webLine, type PageFigures } from '@/bench/support/summary-line';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([0.91])).toBe(0.91);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([2500, 900, 4100, 1200, 1300])).toBe(1300);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([100, 300])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves its input as it was', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('refuses an empty list rather than invent a figure', () => {
    expect(() => median([])).toThrow();
  });
});

describe('summaryLine', () => {
  it('writes name=value pairs with the digits asked for, and n/a for a figure that is missing', () => {
    expect(summaryLine('web', [['a_perf', 0.876, 2], ['b_ms', 1234.56, 0], ['c', NaN, 3]])).toBe('web a_perf=0.88 b_ms=1235 c=n/a');
  });
});

const page = (performance: number, lcpMs: number, tbtMs: number, cls: number): PageFigures => ({ performance, lcpMs, tbtMs, cls });

describe('webLine', () => {
  it('prints the four scores, the list page LCP and TBT, and the worst CLS of all pages', () => {
    const line = webLine({
      top: page(0.97, 1800, 40, 0.001),
      list: page(0.71, 3712.4, 488.6, 0.02),
      detail: page(0.9, 2100, 120, 0.081),
      favorites: page(0.88, 2300, 150, 0),
    });
    expect(line).toBe('web top_perf=0.97 list_perf=0.71 detail_perf=0.90 favorites_perf=0.88 list_lcp_ms=3712 list_tbt_ms=489 max_cls=0.081');
  });

  it("labels a variant's line with its name", () => {
    expect(webLine({ list: page(0.8, 2000, 300, 0.01) }, 'web_off')).toMatch(/^web_off top_perf=n\/a list_perf=0\.80 /);
  });

  it('marks pages that were not run as n/a and takes the worst CLS of those that were', () => {
    expect(webLine({ favorites: page(0.5, 5000, 900, 0.2) })).toBe(
      'web top_perf=n/a list_perf=n/a detail_perf=n/a favorites_perf=0.50 list_lcp_ms=n/a list_tbt_ms=n/a max_cls=0.200',
    );
  });
});

describe('httpLine', () => {
  const figures = {
    list8: { rps: 61.2, p99: 240.04 },
    list32: { rps: 80, p99: 700 },
    reference8: { rps: 150, p99: 96.3 },
    reference32: { rps: 160, p99: 300 },
    detail32: { rps: 120.54, p99: 500 },
    static32: { rps: 2000, p99: 30 },
    errors: 0,
    htmlKb: 110.04,
    jsKbGz: 180.96,
  };

  it('prints the list at 32 connections against the reference at 32, and both p99 at 8', () => {
    expect(httpLine(figures)).toBe(
      'http list_rps=80.0 ref_rps=160.0 ratio_ref=0.500 list_p99_8_ms=240.0 ref_p99_8_ms=96.3 detail_rps=120.5 errors=0 static_rps=2000.0 html_kb=110.0 js_kb_gz=181.0',
    );
  });

  it('gives no ratio when the reference answered nothing', () => {
    expect(httpLine({ ...figures, reference32: { rps: 0, p99: 0 }, errors: 12 })).toMatch(/ ref_rps=0\.0 ratio_ref=n\/a .* errors=12 /);
  });
});
