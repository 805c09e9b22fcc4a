import { describe, expect, it } from 'vitest';
import { openOfflineCatalogue } from '@/lib/offline-search/offline-catalogue';
import { deviceCirclePage, offlineListRows } from '@/lib/offline-search/offline-list-rows';
import { encodeSnapshotColumns, SNAPSHOT_FORMAT, type CatalogueSnapshot } from '@/lib/offline-search/snapshot-format';
import { generateCircles } from '@/tests/unit/search/synthetic-corpus';

// Rows are formatted once per language and kept for the catalogue's lifetime: a page shown again, in
// the same or another language, must read exactly as one formatted afresh.

const rows = generateCircles({ circles: 60, booths: 2, seed: 3 });
const genres = [...new Set(rows.map((row) => row.genreCode))].map((code) => ({ code, nameEn: `Genre ${code}`, nameJa: `ジャンル${code}`, nameZh: `类型${code}` }));
const snapshot = (): CatalogueSnapshot =>
  JSON.parse(
    JSON.stringify({
      format: SNAPSHOT_FORMAT,
      eventId: 1,
      variant: 'adult',
      facets: { days: [{ number: 1, date: '2026-12-30' }, { number: 2, date: '2026-12-31' }], halls: [], blocks: [], genres },
      columns: encodeSnapshotColumns(rows),
    } satisfies CatalogueSnapshot),
  ) as CatalogueSnapshot;
const hits = rows.map((row) => ({ id: row.id, score: 1 }));

describe('the offline list rows', () => {
  it('read the same when shown again, in each language, as when formatted afresh', () => {
    const catalogue = openOfflineCatalogue(snapshot());
    const first = { ja: offlineListRows(catalogue, hits, 'ja'), en: offlineListRows(catalogue, hits, 'en'), zh: offlineListRows(catalogue, hits, 'zh') };
    for (const locale of ['en', 'ja', 'zh'] as const) {
      const fresh = offlineListRows(openOfflineCatalogue(snapshot()), hits, locale);
      expect(offlineListRows(catalogue, hits, locale)).toEqual(fresh);
      expect(first[locale]).toEqual(fresh);
    }
    const circle = first.ja.find((row) => !row.isBooth);
    expect(circle?.placements[0]).toMatch(/^[水木] /);
    expect(first.en.find((row) => row.id === circle?.id)?.placements[0]).toMatch(/^(Wed|Thu) /);
    expect(first.zh.find((row) => row.id === circle?.id)?.placements[0]).toMatch(/^周[三四] /);
    expect(circle?.genre).toMatch(/^ジャンル/);
  });

  it("give a circle's page its own copy of the places, so the kept row cannot be changed through it", () => {
    const catalogue = openOfflineCatalogue(snapshot());
    const id = rows.find((row) => !row.isBooth)?.id ?? 0;
    const text = deviceCirclePage(catalogue, id, 'en');
    text?.spaces.push({ text: 'changed', mapHref: null });
    expect(offlineListRows(catalogue, [{ id, score: 1 }], 'en')[0]?.placements).not.toContain('changed');
  });
});
