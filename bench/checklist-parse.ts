/**
 * Times the database-free half of a checklist import on the largest file accepted: a 10,000-row
 * checklist of close to 4 MB, read (decode + parse) and matched against a synthetic 26,000-circle
 * catalogue, once for a list of this event (matched by circle id) and once for another event's list
 * (matched by names), in UTF-8 and in Shift_JIS.
 *
 *   npx tsx bench/checklist-parse.ts
 */
import { performance } from 'node:perf_hooks';
import { MAX_CHECKLIST_BYTES, decodeChecklist } from '@/lib/checklist/decode';
import type { ExportEncoding } from '@/lib/checklist/encodings';
import { exportChecklist, type ExportFavorite } from '@/lib/checklist/export';
import { buildMatchIndex, type MatchCatalogueCircle } from '@/lib/checklist/match-index';
import { matchChecklist } from '@/lib/checklist/match';
import { parseChecklist } from '@/lib/checklist/parse';

const CATALOGUE_SIZE = 26_000;
const ROWS = 10_000;
const RUNS = 5;
const EVENT = 'C999';

// A fixed-seed generator keeps runs comparable.
let seed = 42;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}
function pick(text: string, length: number): string {
  return Array.from({ length }, () => text.charAt(Math.floor(random() * text.length))).join('');
}
const KATAKANA = 'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン';
const KANJI = '東方同人誌漫画創作少年少女本屋工房組合研究会舞台音楽';

const catalogue: MatchCatalogueCircle[] = Array.from({ length: CATALOGUE_SIZE }, (_, index) => ({
  id: index + 1,
  circleNumber: 100_000 + index,
  catalogPage: 1 + Math.floor(index / 6),
  cutIndex: 1 + (index % 6),
  name: `${pick(KANJI, 2)}${pick(KATAKANA, 4)}${index}`,
  nameKana: `${pick(KATAKANA, 8)}${index}`,
  author: `${pick(KANJI, 2)}${pick(KATAKANA, 3)}${index}`,
  lotteryStatus: index % 50 === 0 ? 'NOT_SELECTED' : 'SELECTED',
  wantsPublication: index % 97 !== 0,
  placement: { day: index % 2 === 0 ? '土' : '日', date: index % 2 === 0 ? '2025-12-27' : '2025-12-28', area: 'EAST', block: 'ア', spaceNumber: 1 + (index % 60), sides: 'a' },
}));

function favorites(): ExportFavorite[] {
  return Array.from({ length: ROWS }, (_, row) => {
    const circle = catalogue[(row * 2) % CATALOGUE_SIZE];
    if (circle === undefined) throw new Error('catalogue too small');
    return {
      circle: {
        circleNumber: circle.circleNumber, catalogPage: circle.catalogPage, cutIndex: circle.cutIndex, day: '土',
        area: 'EAST', block: 'ア', spaceNumber: 1 + (row % 60), side: 'a', genreCode: 111, name: circle.name,
        nameKana: circle.nameKana, author: circle.author, publicationTitle: `新刊${pick(KANJI, 2)}`,
        url: `https://example.com/circle/${circle.circleNumber}`, mail: `circle${row}@example.com`,
        description: pick(KANJI + KATAKANA, 4), mapX: row % 1000, mapY: row % 700, tableLayout: 1,
        webCatalogueUrl: `https://webcatalog.example/circle/${circle.circleNumber}`,
        circleSiteUrl: `https://circle.example/${circle.circleNumber}`,
        // Most circles link one outside profile, not both.
        ...(row % 2 === 0 ? { xUrl: `https://x.example/c${row}` } : { pixivUrl: `https://pixiv.example/users/${row}` }),
      },
      color: 1 + (row % 18),
      memo: `${pick(KATAKANA, 4)},"${pick(KANJI, 2)}"\n${pick(KATAKANA, 3)}`,
    };
  });
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

// CPU time as well as wall time: on a shared machine the wall clock mostly measures the neighbours.
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function time<T>(work: () => T): [T, number] {
  const start = cpuMs();
  const result = work();
  return [result, cpuMs() - start];
}

const [index, indexMs] = time(() => buildMatchIndex(catalogue));
const rows = favorites();
const currentFavorites = catalogue.slice(0, 2_000).map((circle) => ({ circleId: circle.id, color: 1 }));

for (const encoding of ['utf-8', 'shift_jis'] as const satisfies readonly ExportEncoding[]) {
  for (const eventCode of [EVENT, 'C998']) {
    const { bytes } = exportChecklist(rows, { eventCode, programVersion: 'bench', encoding });
    if (bytes.byteLength > MAX_CHECKLIST_BYTES) throw new Error(`bench file too large: ${bytes.byteLength}`);
    const runs = Array.from({ length: RUNS }, () => {
      const wallStart = performance.now();
      const [decoded, decodeMs] = time(() => decodeChecklist(bytes));
      const [parsed, parseMs] = time(() => parseChecklist(decoded.text));
      const [preview, matchMs] = time(() => matchChecklist(parsed, index, { eventCode: EVENT, currentFavorites }));
      if (preview.rows.length !== ROWS) throw new Error('rows lost');
      const totalMs = decodeMs + parseMs + matchMs;
      return { decodeMs, parseMs, matchMs, totalMs, wallMs: performance.now() - wallStart, found: preview.summary.found };
    });
    const list = eventCode === EVENT ? 'same-event' : 'other-event';
    const fmt = (key: 'decodeMs' | 'parseMs' | 'matchMs' | 'totalMs' | 'wallMs') =>
      median(runs.map((run) => run[key])).toFixed(0);
    console.log(
      `checklist encoding=${encoding} list=${list} rows=${ROWS} bytes=${bytes.byteLength} catalogue=${CATALOGUE_SIZE}` +
        ` found=${runs[0]?.found} index_cpu_ms=${indexMs.toFixed(0)} decode_cpu_ms=${fmt('decodeMs')}` +
        ` parse_cpu_ms=${fmt('parseMs')} match_cpu_ms=${fmt('matchMs')} total_cpu_ms=${fmt('totalMs')}` +
        ` total_wall_ms=${fmt('wallMs')}`,
    );
  }
}
