import { describe, expect, it } from 'vitest';
import { savedUrls } from '@/lib/offline/device/saved-pages';
import { syncRequestSchema } from '@/lib/offline/schemas';

const favorites = [
  { circleId: 11, cutUrl: '/cuts/5011?v=a', days: [1] },
  { circleId: 12, cutUrl: '/cuts/5012?v=b', days: [2] },
  { circleId: 13, cutUrl: '/cuts/5013?v=c', days: [1, 2] },
];

describe('the URLs saved for the event days', () => {
  it('keeps the favourites page, the map, and the detail pages, cuts and map data of the chosen days', () => {
    expect(savedUrls(favorites, [2])).toEqual({
      pages: ['/user/favorites', '/map', '/plan?day=2', '/circle/12', '/circle/13'],
      resources: ['/api/map/day/2', '/cuts/5012?v=b', '/cuts/5013?v=c'],
      warmUp: ['/user/favorites', '/map#/day=Day2'],
    });
    expect(savedUrls(favorites, [2, 1, 2]).resources.slice(0, 2)).toEqual(['/api/map/day/1', '/api/map/day/2']);
  });

  it("keeps the page of each group the member goes with, so that it reloads in the hall", () => {
    expect(savedUrls(favorites, [1], ['g1', 'g/2']).pages).toEqual(['/user/favorites', '/map', '/plan?day=1', '/group/g1', '/group/g%2F2', '/circle/11', '/circle/13']);
  });
});

describe('the sync request', () => {
  it('accepts field edits with their times and refuses empty or malformed ones', () => {
    const parsed = syncRequestSchema.parse({ changes: [{ circleId: 3, color: { value: null, editedAt: 1 }, memo: { value: 'a\r\nb', editedAt: 2 } }] });
    expect(parsed.changes[0]).toEqual({ circleId: 3, color: { value: null, editedAt: 1 }, memo: { value: 'a\nb', editedAt: 2 } });
    expect(syncRequestSchema.safeParse({ changes: [] }).success).toBe(false);
    expect(syncRequestSchema.parse({ changes: [{ circleId: 3, visits: [{ day: 1, value: 'BOUGHT', editedAt: 5 }] }] }).changes[0]?.visits).toEqual([{ day: 1, value: 'BOUGHT', editedAt: 5 }]);
    expect(syncRequestSchema.safeParse({ changes: [{ circleId: 3, visits: [] }] }).success).toBe(false);
    expect(syncRequestSchema.safeParse({ changes: [{ circleId: 3, visits: [{ day: 8, value: 'BOUGHT', editedAt: 5 }] }] }).success).toBe(false);
    expect(syncRequestSchema.safeParse({ changes: [{ circleId: 3, visits: [{ day: 1, value: 'LOST', editedAt: 5 }] }] }).success).toBe(false);
    expect(syncRequestSchema.safeParse({ changes: [{ circleId: 3 }] }).success).toBe(false);
    expect(syncRequestSchema.safeParse({ changes: [{ circleId: 3, color: { value: 19, editedAt: 1 } }] }).success).toBe(false);
    expect(syncRequestSchema.safeParse({ changes: [{ circleId: 3, memo: { value: 'x', editedAt: -1 } }] }).success).toBe(false);
    expect(syncRequestSchema.safeParse({ changes: Array.from({ length: 501 }, (_, i) => ({ circleId: i + 1, memo: { value: '', editedAt: 1 } })) }).success).toBe(false);
  });
});
