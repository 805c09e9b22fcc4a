// The one line each benchmark ends with: a label and `name=value` pairs, so runs can be compared with
// grep and a diff. Which figures, in which order and with how many digits is fixed here, not at the
// call sites, so that a line means the same thing from one run to the next.

/** The middle value; the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('A median needs at least one value.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export type Field = readonly [name: string, value: number, digits: number];

export function summaryLine(label: string, fields: readonly Field[]): string {
  return [label, ...fields.map(([name, value, digits]) => `${name}=${Number.isFinite(value) ? value.toFixed(digits) : 'n/a'}`)].join(' ');
}

/** The medians of one page's Lighthouse runs. */
export type PageFigures = { performance: number; lcpMs: number; tbtMs: number; cls: number };
export type WebPageName = 'top' | 'member' | 'list' | 'listImages' | 'detail' | 'images' | 'favorites' | 'map';

/**
 * `web top_perf=… list_perf=… detail_perf=… favorites_perf=… list_lcp_ms=… list_tbt_ms=… max_cls=…`; a page
 * not run is n/a. A run serving several variants (bench:web's `--variants`) labels each line `web_<variant>`.
 */
export function webLine(pages: Partial<Record<WebPageName, PageFigures>>, label = 'web'): string {
  const measured = Object.values(pages);
  return summaryLine(label, [
    ['top_perf', pages.top?.performance ?? NaN, 2],
    ['list_perf', pages.list?.performance ?? NaN, 2],
    ['detail_perf', pages.detail?.performance ?? NaN, 2],
    ['favorites_perf', pages.favorites?.performance ?? NaN, 2],
    ['list_lcp_ms', pages.list?.lcpMs ?? NaN, 0],
    ['list_tbt_ms', pages.list?.tbtMs ?? NaN, 0],
    ['max_cls', measured.length > 0 ? Math.max(...measured.map((page) => page.cls)) : NaN, 3],
  ]);
}

/** Requests per second and p99 latency of one load run. */
export type Throughput = { rps: number; p99: number };

export type HttpFigures = {
  list8: Throughput;
  list32: Throughput;
  reference8: Throughput;
  reference32: Throughput;
  detail32: Throughput;
  static32: Throughput;
  errors: number;
  htmlKb: number;
  jsKbGz: number;
};

/** `http list_rps=… ref_rps=… ratio_ref=… list_p99_8_ms=… ref_p99_8_ms=… detail_rps=… errors=… static_rps=… html_kb=… js_kb_gz=…` */
export function httpLine(figures: HttpFigures): string {
  return summaryLine('http', [
    ['list_rps', figures.list32.rps, 1],
    ['ref_rps', figures.reference32.rps, 1],
    ['ratio_ref', figures.reference32.rps > 0 ? figures.list32.rps / figures.reference32.rps : NaN, 3],
    ['list_p99_8_ms', figures.list8.p99, 1],
    ['ref_p99_8_ms', figures.reference8.p99, 1],
    ['detail_rps', figures.detail32.rps, 1],
    ['errors', figures.errors, 0],
    ['static_rps', figures.static32.rps, 1],
    ['html_kb', figures.htmlKb, 1],
    ['js_kb_gz', figures.jsKbGz, 1],
  ]);
}
