import { describe, expect, it } from 'vitest';
import { circleSearchQuery } from '@/lib/catalogue/circle-search-query';
import { emptyCircleListQuery, type CircleListQuery } from '@/lib/catalogue/query-string';
import { packRows, unpackRows } from '@/lib/offline-search/kept-rows';
import { openOfflineCatalogue, restoreOfflineCatalogue, searchOfflineList } from '@/lib/offline-search/offline-catalogue';
import { encodeSnapshotColumns, SNAPSHOT_FORMAT, type CatalogueSnapshot, type SnapshotFacets } from '@/lib/offline-search/snapshot-format';
import { buildFandomTable, buildSearchIndex, searchIndex, searchIndexParts, type SearchableCircle } from '@/lib/search';
import { generateCircles } from '@/tests/unit/search/synthetic-corpus';

// A fandom typed in any of its forms finds on the device what it finds on the server: the device builds
// its fandom table from the snapshot's genres and the organiser's fandoms, with the same shipped list.

const PAGE_SIZE = 50;
const MENTIONS = [' ウマ娘本です', ' uma musume comics', ' 赛马娘同人', ' 月夜の本'];
const rows: SearchableCircle[] = generateCircles({ circles: 3000, booths: 20, seed: 11 }).map((row, at) =>
  at % 7 === 0 ? { ...row, description: row.description + (MENTIONS[at % MENTIONS.length] ?? '') } : row,
);
const genreCode = rows.find((row) => !row.isBooth)?.genreCode ?? 0;
const facets: SnapshotFacets = {
  days: [],
  halls: [],
  blocks: [],
  genres: [{ code: genreCode, nameJa: 'ウマ娘', nameEn: 'Uma Musume', nameZh: '赛马娘' }],
  fandoms: [{ name: 'Moonlit', genreCode: null, aliases: ['月夜', 'tsukiyo'] }],
};

const q = (fields: Partial<CircleListQuery>): CircleListQuery => ({ ...emptyCircleListQuery, ...fields });
const QUERIES = ['ウマ娘', 'uma musume', 'umamusume', '赛马娘', '賽馬娘', 'Uma Musume Pretty Derby', 'tsukiyo', '月夜', '東方', 'touhou', 'ウマ娘 comics'].flatMap((keyword) => [
  q({ keyword }),
  q({ keyword, sort: 'placement' }),
  q({ keyword, literal: true }),
  q({ keyword, page: 2, day: 1 }),
]);

describe('a fandom searched on the device', () => {
  const server = buildSearchIndex(rows, buildFandomTable(facets.genres, facets.fandoms));
  const snapshot: CatalogueSnapshot = { format: SNAPSHOT_FORMAT, eventId: 1, variant: 'adult', facets, columns: encodeSnapshotColumns(rows) };
  const built = openOfflineCatalogue(JSON.parse(JSON.stringify(snapshot)) as CatalogueSnapshot);
  const kept = structuredClone({ rows: packRows([...built.rows.values()]), parts: searchIndexParts(built.index) });
  const restored = restoreOfflineCatalogue(built, unpackRows(kept.rows) ?? [], kept.parts);

  it('finds what the server finds, in the same order with the same scores, built or restored', () => {
    expect(searchIndex(server, circleSearchQuery(q({ keyword: 'umamusume' }), { ids: undefined, mayViewAdult: true, offset: 0, limit: 1 })).total).toBeGreaterThan(300);
    for (const device of [built, restored]) {
      if (device === null) throw new Error('The kept parts did not fit.');
      for (const query of QUERIES) {
        const expected = searchIndex(server, circleSearchQuery(query, { ids: undefined, mayViewAdult: true, offset: (query.page - 1) * PAGE_SIZE, limit: PAGE_SIZE }));
        const actual = searchOfflineList(device, query, [], PAGE_SIZE);
        const label = JSON.stringify(query);
        expect(actual?.total, label).toBe(expected.total);
        expect(actual?.fandom, label).toEqual(expected.fandom);
        expect(actual?.hits, label).toEqual(expected.hits);
      }
    }
  });
});
