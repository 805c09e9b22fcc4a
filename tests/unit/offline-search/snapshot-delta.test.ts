import { createHash } from 'node:crypto';
import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { snapshotBasis } from '@/lib/offline-search/server/build-snapshot';
import { applySnapshotDelta, DeltaMismatch, makeSnapshotDelta, type SnapshotDelta } from '@/lib/offline-search/snapshot-delta';
import { decodeSnapshotColumns, editTimesOf, encodeSnapshotColumns, SNAPSHOT_FORMAT, type CatalogueSnapshot, type SnapshotFacets } from '@/lib/offline-search/snapshot-format';
import { snapshotHash } from '@/lib/offline-search/snapshot-hash';
import type { SearchableCircle } from '@/lib/search';
import { generateCircles } from '@/tests/unit/search/synthetic-corpus';

// A delta applied to the build it was made from gives the current build byte for byte (so its hash is
// the current one), whatever was edited, added, removed or re-timed in between.

const facets: SnapshotFacets = { days: [{ number: 1, date: '2026-12-30' }], halls: [], blocks: [], genres: [] };
const base = generateCircles({ circles: 80, booths: 4, seed: 11 });

function build(rows: readonly SearchableCircle[], facetsOf: SnapshotFacets = facets) {
  const snapshot: CatalogueSnapshot = { format: SNAPSHOT_FORMAT, eventId: 1, variant: 'adult', facets: facetsOf, columns: encodeSnapshotColumns(rows) };
  const json = JSON.stringify(snapshot);
  return { json, hash: createHash('sha256').update(json).digest('hex').slice(0, 24), basis: snapshotBasis(snapshot.columns, editTimesOf(rows), facetsOf), facets: facetsOf };
}

type Built = ReturnType<typeof build>;

function deltaBetween(from: Built, to: Built, maxRows = Number.POSITIVE_INFINITY): SnapshotDelta | null {
  const target = { eventId: 1, variant: 'adult' as const, hash: to.hash, facets: to.facets, basis: to.basis, columns: () => (JSON.parse(to.json) as CatalogueSnapshot).columns };
  // Through JSON both ways, as it travels.
  return JSON.parse(JSON.stringify(makeSnapshotDelta({ hash: from.hash, basis: from.basis }, target, maxRows))) as SnapshotDelta | null;
}

const applied = (from: Built, delta: SnapshotDelta) => JSON.stringify(applySnapshotDelta(JSON.parse(from.json) as CatalogueSnapshot, delta));

const edit = (rows: readonly SearchableCircle[], id: number, change: Partial<SearchableCircle>) => rows.map((row) => (row.id === id ? { ...row, ...change } : row));
const newest = Math.max(...base.map((row) => row.updatedAt));

describe('catalogue deltas', () => {
  it('carry only the edited row and give the new build, its hash included', async () => {
    const before = build(base);
    const after = build(edit(base, 5, { name: 'Renamed Circle', updatedAt: newest + 1000 }));
    const delta = deltaBetween(before, after);
    expect(delta?.removed).toEqual([]);
    expect(delta?.facets).toBeNull();
    expect(delta && decodeSnapshotColumns(delta.rows).map((row) => row.id)).toEqual([5]);
    const json = applied(before, delta as SnapshotDelta);
    expect(json).toBe(after.json);
    expect(await snapshotHash(json)).toBe(after.hash);
  });

  it('keep the newest order when an edit removes an edit time and adds one between the others', () => {
    const times = [...new Set(base.map((row) => row.updatedAt))].sort((a, b) => a - b);
    const lonely = base.find((row) => base.filter((other) => other.updatedAt === row.updatedAt).length === 1 && row.updatedAt !== times[0]);
    const between = ((times[0] ?? 0) + (times[1] ?? 0)) / 2;
    const after = build(edit(base, lonely?.id ?? 1, { updatedAt: between, author: 'Someone else' }));
    const before = build(base);
    const delta = deltaBetween(before, after) as SnapshotDelta;
    expect(delta.droppedRanks.length).toBe(1);
    expect(delta.insertedRanks).toEqual([1]);
    expect(applied(before, delta)).toBe(after.json);
  });

  it('remove rows, add rows and follow a row into or out of the adult flag', () => {
    const before = build(base);
    const added = { ...base[0], id: 9001, name: 'New Circle', updatedAt: newest + 5 } as SearchableCircle;
    const after = build([...edit(base.filter((row) => row.id !== 7), 9, { isAdult: true }), added], { ...facets, days: [...facets.days, { number: 2, date: '2026-12-31' }] });
    const delta = deltaBetween(before, after) as SnapshotDelta;
    expect(delta.removed).toEqual([7]);
    expect(delta.facets?.days).toHaveLength(2);
    expect(applied(before, delta)).toBe(after.json);
  });

  it('are refused beyond their size, and need the build they were made from', () => {
    const before = build(base);
    const after = build(base.map((row) => ({ ...row, description: `${row.description}!` })));
    expect(deltaBetween(before, after, 10)).toBeNull();
    const small = build(edit(base, 3, { name: 'Third' }));
    const delta = deltaBetween(before, small) as SnapshotDelta;
    const elsewhere = { ...(JSON.parse(before.json) as CatalogueSnapshot), eventId: 2 };
    expect(() => applySnapshotDelta(elsewhere, delta)).toThrow(DeltaMismatch);
    // Applied to another build of the same catalogue, the result is not the target (the device's hash check catches it).
    expect(applied(after, delta)).not.toBe(small.json);
  });

  it('carry a row whose translation changed, and are refused by a copy of another language', () => {
    const withTranslation = (text: string) => base.map((row) => (row.id === 5 ? { ...row, translations: [text], descriptionTranslation: 'machine' as const } : row));
    const before = build(withTranslation('Old words'));
    const after = build(withTranslation('New words'));
    const delta = deltaBetween(before, after) as SnapshotDelta;
    expect(decodeSnapshotColumns(delta.rows).map((row) => row.translations)).toEqual([['New words']]);
    expect(applied(before, delta)).toBe(after.json);
    const chinese = { ...(JSON.parse(before.json) as CatalogueSnapshot), language: 'zh' as const };
    expect(() => applySnapshotDelta(chinese, delta)).toThrow(DeltaMismatch);
  });

  const editArbitrary = fc.record({
    id: fc.integer({ min: 1, max: 84 }),
    kind: fc.constantFrom('rename', 'retime', 'remove', 'add', 'move', 'works', 'adult', 'author', 'describe'),
    text: fc.string({ maxLength: 8 }),
    time: fc.integer({ min: -3, max: 3 }),
  });

  it.prop([fc.array(editArbitrary, { maxLength: 12 })], { numRuns: 60 })('apply(old, delta) is the new build for any edits', (edits) => {
    let rows: SearchableCircle[] = base.map((row) => ({ ...row }));
    let nextId = 10_000;
    for (const change of edits) {
      const target = rows.find((row) => row.id === change.id) ?? rows[0];
      if (!target) continue;
      // Times before, among and after the existing ones, so ranks are dropped, shared and inserted.
      const updatedAt = change.time === 0 ? target.updatedAt : newest + change.time * 1000;
      switch (change.kind) {
        case 'rename':
          rows = edit(rows, target.id, { name: change.text, nameKana: change.text, updatedAt });
          break;
        case 'retime':
          rows = edit(rows, target.id, { updatedAt: (rows[change.id % rows.length]?.updatedAt ?? 0) + change.time });
          break;
        case 'remove':
          rows = rows.filter((row) => row.id !== target.id);
          break;
        case 'add':
          rows = [...rows, { ...target, id: nextId++, name: change.text, updatedAt }];
          break;
        case 'move':
          rows = edit(rows, target.id, { placements: target.placements.map((placement) => ({ ...placement, order: placement.order + 2 })), updatedAt });
          break;
        case 'works':
          rows = edit(rows, target.id, { workTitles: [...target.workTitles, change.text], workReadings: [...target.workTitles.map(() => ''), 'よみ'], updatedAt });
          break;
        case 'adult':
          rows = edit(rows, target.id, { isAdult: !target.isAdult, updatedAt });
          break;
        case 'author':
          rows = edit(rows, target.id, { author: change.text, authorKana: change.text === '' ? '' : 'よみ', updatedAt });
          break;
        case 'describe':
          rows = edit(rows, target.id, { description: change.text, updatedAt });
          break;
      }
    }
    const before = build(base);
    const after = build(rows);
    const delta = deltaBetween(before, after);
    expect(delta).not.toBeNull();
    expect(applied(before, delta as SnapshotDelta)).toBe(after.json);
  });
});
