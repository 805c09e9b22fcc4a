import { describe, expect, it } from 'vitest';
import { circleSearchQuery, favoriteFilter, intersectIdLists } from '@/lib/catalogue/circle-search-query';
import { hasFavoriteFilter, type CircleListQuery } from '@/lib/catalogue/query-string';
import { emptyFacets } from '@/lib/catalogue/facets';
import { packRows, unpackRows } from '@/lib/offline-search/kept-rows';
import { openOfflineCatalogue, restoreOfflineCatalogue, searchOfflineList, type OfflineCatalogue, type OfflineFavorite } from '@/lib/offline-search/offline-catalogue';
import { encodeSnapshotColumns, SNAPSHOT_FORMAT, type CatalogueSnapshot, type SnapshotVariant } from '@/lib/offline-search/snapshot-format';
import { rowsForVariant } from '@/lib/offline-search/server/build-snapshot';
import { buildFandomTable, buildSearchIndex, searchIndex, searchIndexParts, type SearchableCircle } from '@/lib/search';
import { generateCircles } from '@/tests/unit/search/synthetic-corpus';
import { COMPARISON_QUERIES } from './comparison-queries';

// The device's search (snapshot → JSON → the shared index) against the server's (all rows, the adult
// flag filtering) on the same queries: the same totals, the same ids in the same order, the same scores.

const PAGE_SIZE = 50;
// Work titles carry kana readings as the catalogue stores them (derived or typed in): a reading unlike
// the title, the title itself, the title in the other kana script, and none.
const READINGS = ['ほしふるよるのうた', '', 'ねこのてがみ'];
const withWorkReadings = (row: SearchableCircle, at: number): SearchableCircle =>
  at % 4 === 0 ? row : { ...row, workReadings: row.workTitles.map((title, t) => (at % 4 === 1 ? (READINGS[t % 3] ?? '') : at % 4 === 2 ? title : title.replace(/[\u30a1-\u30f6]/g, (kana) => String.fromCharCode(kana.charCodeAt(0) - 0x60)))) };
const rows = generateCircles({ circles: 4000, booths: 40, seed: 7 }).map(withWorkReadings);
const favorites: OfflineFavorite[] = rows
  .filter((row) => !row.isBooth)
  .filter((_, at) => at % 9 === 0)
  .map((row, at) => ({ circleId: row.id, color: (at % 4) + 1, memo: at % 3 === 0 ? 'new book' : '' }));

/** The server's list search, as `listCircles` asks it, with its space lists kept apart from the snapshot's. */
function serverSearch(index: ReturnType<typeof buildSearchIndex>, spaces: Map<number, number[]>, query: CircleListQuery, mayViewAdult: boolean) {
  const lists: number[][] = [];
  if (hasFavoriteFilter(query)) lists.push(favorites.filter(favoriteFilter(query)).map((favorite) => favorite.circleId));
  if (query.space !== undefined) lists.push([...spaces].filter(([, numbers]) => numbers.includes(query.space ?? 0)).map(([id]) => id));
  return searchIndex(index, circleSearchQuery(query, { ids: intersectIdLists(lists), mayViewAdult, offset: (query.page - 1) * PAGE_SIZE, limit: PAGE_SIZE }));
}

// The space numbers as the server reads them from its placements table: (order >> 1) & 1023 by the
// definition of `placementOrder`, written out here rather than taken from the snapshot's decoder.
const spaceNumbers = (row: SearchableCircle) => row.placements.map((placement) => (placement.order >> 1) & 1023);

function snapshotJson(variant: SnapshotVariant): string {
  const snapshot: CatalogueSnapshot = { format: SNAPSHOT_FORMAT, eventId: 1, variant, facets: { days: [], halls: [], blocks: [], genres: emptyFacets.genres }, columns: encodeSnapshotColumns(rowsForVariant(rows, variant)) };
  return JSON.stringify(snapshot);
}

function deviceCatalogue(variant: SnapshotVariant) {
  // Through JSON, as the device receives it.
  return openOfflineCatalogue(JSON.parse(snapshotJson(variant)) as CatalogueSnapshot);
}

/**
 * As the worker opens a copy at its next start: the rows and the index restored from what the first
 * build kept, after the structured clone IndexedDB gives them, without the snapshot.
 */
function restoredCatalogue(variant: SnapshotVariant): OfflineCatalogue {
  const built = deviceCatalogue(variant);
  const kept = structuredClone({ rows: packRows([...built.rows.values()]), parts: searchIndexParts(built.index) });
  const rows = unpackRows(kept.rows);
  const restored = rows && restoreOfflineCatalogue(built, rows, kept.parts);
  if (!restored) throw new Error('The kept parts did not fit the same snapshot.');
  return restored;
}

describe('the device search answers as the server does', () => {
  // As the server builds it: with the fandoms of the event's genres (none here) and the shipped list.
  const server = buildSearchIndex(rows, buildFandomTable(emptyFacets.genres, emptyFacets.fandoms));
  const spaces = new Map(rows.filter((row) => !row.isBooth).map((row) => [row.id, spaceNumbers(row)]));

  it('uses enough varied queries for the comparison to mean something', () => {
    expect(COMPARISON_QUERIES.length).toBeGreaterThanOrEqual(30);
    const nonEmpty = COMPARISON_QUERIES.filter((query) => (serverSearch(server, spaces, query, true).total ?? 0) > 0);
    expect(nonEmpty.length).toBeGreaterThanOrEqual(40);
  });

  for (const [variant, restored] of [['adult', false], ['general', false], ['adult', true]] as const) {
    it(`for the ${variant} variant${restored ? ', its index restored from kept parts' : ''}`, () => {
      const device = restored ? restoredCatalogue(variant) : deviceCatalogue(variant);
      for (const query of COMPARISON_QUERIES) {
        const expected = serverSearch(server, spaces, query, variant === 'adult');
        const actual = searchOfflineList(device, query, favorites, PAGE_SIZE);
        const label = JSON.stringify(query);
        expect(actual?.total, label).toBe(expected.total);
        expect(actual?.hits.map((hit) => hit.id), label).toEqual(expected.hits.map((hit) => hit.id));
        actual?.hits.forEach((hit, at) => expect(hit.score, label).toBeCloseTo(expected.hits[at]?.score ?? -1, 9));
      }
    });
  }

  it('finds work titles by their readings as the server does', () => {
    const device = deviceCatalogue('adult');
    for (const keyword of ['ほしふる', 'hoshifuru', 'ネコノテガミ', 'nekonotegami']) {
      const query = { ...COMPARISON_QUERIES[0]!, keyword };
      const expected = serverSearch(server, spaces, query, true);
      expect(expected.total, keyword).toBeGreaterThan(0);
      expect(searchOfflineList(device, query, favorites, PAGE_SIZE)?.hits.map((hit) => hit.id), keyword).toEqual(expected.hits.map((hit) => hit.id));
    }
  });

  it('leaves a query by catalogue number to the server', () => {
    expect(searchOfflineList(deviceCatalogue('adult'), { ...COMPARISON_QUERIES[0]!, wcid: 5 }, favorites, PAGE_SIZE)).toBeNull();
  });
});
