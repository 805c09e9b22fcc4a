import { describe, expect, it } from 'vitest';
import { generateDemoEvent, scaleShape } from '@/lib/demo-data/generate-demo-event';

describe('scaled demo events', () => {
  it('grows by days up to six, then by longer halls', () => {
    expect(scaleShape(1)).toEqual({ dayCount: 2, stretch: 1 });
    expect(scaleShape(3)).toEqual({ dayCount: 6, stretch: 1 });
    expect(scaleShape(6)).toEqual({ dayCount: 6, stretch: 2 });
  });

  it('makes scale 3 three times the size over six days', () => {
    const data = generateDemoEvent({ seed: 1, scale: 3 });
    expect(data.days.map((day) => day.dayNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(data.placements.length).toBeGreaterThanOrEqual(3 * 28_000);
    expect(data.circles.length).toBeGreaterThanOrEqual(3 * 24_000);
    const keys = new Set(data.placements.map((p) => `${p.dayIndex}/${p.blockIndex}/${p.spaceNumber}${p.side}`));
    expect(keys.size).toBe(data.placements.length);
  }, 120_000);

  it('rejects seeds and scales it cannot honour', () => {
    expect(() => generateDemoEvent({ seed: -1 })).toThrow(/seed/);
    expect(() => generateDemoEvent({ seed: 1.5 })).toThrow(/seed/);
    expect(() => generateDemoEvent({ seed: 1, scale: 0 })).toThrow(/scale/);
    expect(() => generateDemoEvent({ seed: 1, scale: 11 })).toThrow(/scale/);
  });
});
