import { describe, expect, it } from 'vitest';
import { decodeSnapshotColumns, encodeSnapshotColumns } from '@/lib/offline-search/snapshot-format';
import { buildSearchIndex, searchIndex, type SearchableCircle } from '@/lib/search';
import { generateCircles } from '@/tests/unit/search/synthetic-corpus';

// The snapshot carries every field the server's search reads: work readings too, without which a work
// typed in romaji is found on the server and not on the device.

const rows: SearchableCircle[] = generateCircles({ circles: 200, seed: 3 }).map((row, at) =>
  at % 2 === 0 ? { ...row, workTitles: ['迷子の花火', 'Lemon Diaries'], workReadings: ['まいごのはなび', ''] } : row,
);

describe('the snapshot format', () => {
  it('gives back the rows the search reads, work readings included', () => {
    const decoded = decodeSnapshotColumns(JSON.parse(JSON.stringify(encodeSnapshotColumns(rows))) as ReturnType<typeof encodeSnapshotColumns>);
    const byId = new Map(decoded.map((row) => [row.id, row]));
    for (const row of rows) {
      const back = byId.get(row.id);
      expect(back?.nameKana).toBe(row.nameKana);
      expect(back?.authorKana).toBe(row.authorKana);
      expect((back?.workReadings ?? []).filter(Boolean)).toEqual((row.workReadings ?? []).filter(Boolean));
    }
    const query = { keyword: 'maigonohanabi', sort: 'placement' as const, threshold: 0, offset: 0, limit: 500 };
    const server = searchIndex(buildSearchIndex(rows), query);
    expect(server.total).toBeGreaterThanOrEqual(100);
    const device = searchIndex(buildSearchIndex(decoded), query);
    expect(device.total).toBe(server.total);
    expect(device.hits.map((hit) => hit.id)).toEqual(server.hits.map((hit) => hit.id));
  });
});

describe('a copy saved in format 1', () => {
  it('still opens, without work readings, until the next download replaces it', () => {
    const formatOne: Partial<ReturnType<typeof encodeSnapshotColumns>> = encodeSnapshotColumns(rows);
    delete formatOne.workReadings;
    const decoded = decodeSnapshotColumns(formatOne as ReturnType<typeof encodeSnapshotColumns>);
    expect(decoded.map((row) => row.name)).toEqual(decodeSnapshotColumns(encodeSnapshotColumns(rows)).map((row) => row.name));
    expect(decoded.every((row) => row.workReadings?.length === 0)).toBe(true);
  });
});
