import { describe, expect, it } from 'vitest';
import { buildFloorPlan } from '@/lib/demo-data/floor-plan';
import { buildHalls } from '@/lib/demo-data/venue';
import { blockOutlines } from '@/lib/map/block-outlines';
import { toCentimetres, type MapRect } from '@/lib/map/map-day';

const cm = (rect: { mapX: number; mapY: number; mapWidth: number; mapHeight: number }): MapRect => [
  toCentimetres(rect.mapX),
  toCentimetres(rect.mapY),
  toCentimetres(rect.mapWidth),
  toCentimetres(rect.mapHeight),
];

describe('block outlines drawn from the desks', () => {
  it('groups touching desks and keeps apart those across an aisle', () => {
    expect(blockOutlines([[0, 0, 90, 45], [90, 0, 90, 45], [400, 0, 90, 45]])).toEqual([[0, 0, 180, 45], [400, 0, 90, 45]]);
    expect(blockOutlines([])).toEqual([]);
  });

  it('gives an island block of the demo venue two outlines (cut by the cross aisle) and a wall block one per run', () => {
    const plan = buildFloorPlan(buildHalls(1));
    const island = plan.blocks.findIndex((block) => !block.isWall);
    const wall = plan.blocks.findIndex((block) => block.isWall);
    const islandOutlines = blockOutlines(plan.slots.filter((slot) => slot.blockIndex === island).map(cm));
    expect(islandOutlines).toHaveLength(2);
    const block = plan.blocks[island];
    if (!block) throw new Error('no island block');
    // Together the outlines span the block's own rectangle.
    expect(Math.min(...islandOutlines.map((r) => r[1]))).toBe(toCentimetres(block.mapY));
    expect(Math.max(...islandOutlines.map((r) => r[1] + r[3]))).toBe(toCentimetres(block.mapY + block.mapHeight));
    const wallOutlines = blockOutlines(plan.slots.filter((slot) => slot.blockIndex === wall).map(cm));
    expect(wallOutlines.length).toBeGreaterThan(2);
    for (const outline of wallOutlines) expect(outline[3]).toBe(45);
  });
});
