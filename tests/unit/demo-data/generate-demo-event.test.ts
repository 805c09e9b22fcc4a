import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateDemoEvent } from '@/lib/demo-data/generate-demo-event';
import { isKanaReading } from '@/lib/demo-data/kana';
import type { DemoEventData } from '@/lib/demo-data/types';

const digest = (data: DemoEventData) => createHash('sha256').update(JSON.stringify(data)).digest('hex');

describe('the demo event generator', () => {
  let data: DemoEventData;
  beforeAll(() => {
    data = generateDemoEvent({ seed: 1 });
  }, 60_000);

  it('gives the same data for the same seed and different data for another seed', () => {
    expect(digest(generateDemoEvent({ seed: 1 }))).toBe(digest(data));
    const other = generateDemoEvent({ seed: 2 });
    expect(digest(other)).not.toBe(digest(data));
    expect(other.circles.slice(0, 50).map((circle) => circle.name)).not.toEqual(data.circles.slice(0, 50).map((circle) => circle.name));
  }, 60_000);

  it('builds a two-day event at the top of the real range', () => {
    expect(data.days.map((day) => day.dayNumber)).toEqual([1, 2]);
    expect(data.placements.length).toBeGreaterThanOrEqual(28_000);
    for (const dayIndex of [0, 1]) expect(data.placements.filter((placement) => placement.dayIndex === dayIndex).length).toBeGreaterThanOrEqual(14_000);
    expect(data.circles.length).toBeGreaterThanOrEqual(24_000);
    expect(data.circles.length).toBeLessThanOrEqual(28_000);
    expect(data.exhibitors.length).toBeGreaterThanOrEqual(120);
    expect(data.exhibitors.length).toBeLessThanOrEqual(140);
  });

  it('sets the plan and campaign figures', () => {
    expect(data.event).toMatchObject({ code: 'C999', monthlyPriceYen: 2000, campaignPriceYen: 1000 });
    // 23:59 in Japan on the last day is 14:59 UTC.
    expect(data.event.planValidUntil).toBe(`${data.days[1]?.date}T14:59:00.000Z`);
    expect(data.event.campaignStartsAt < data.event.campaignEndsAt).toBe(true);
    expect(data.event.freeTrialStartsAt < data.event.freeTrialEndsAt).toBe(true);
  });

  it('gives every genre three names, including the three recent ones', () => {
    for (const genre of data.genres) {
      expect([genre.nameEn, genre.nameJa, genre.nameZh].every((name) => name.trim().length > 0)).toBe(true);
    }
    expect(data.genres.map((genre) => genre.nameJa)).toEqual(expect.arrayContaining(['VTuber', 'ウマ娘', 'ブルーアーカイブ', '東方Project', '男性向']));
    expect(new Set(data.genres.map((genre) => genre.code)).size).toBe(data.genres.length);
  });

  it('puts no two circles on the same half desk', () => {
    const keys = new Set(data.placements.map((p) => `${p.dayIndex}/${p.blockIndex}/${p.spaceNumber}${p.side}`));
    expect(keys.size).toBe(data.placements.length);
  });

  it('gives every half desk a code that names it alone within its area and day, as 東ア-12a does', () => {
    // A wall block runs through all halls of its range as one Block row per hall, its numbers continuing.
    const codes = new Set(
      data.placements.map((p) => {
        const block = data.blocks[p.blockIndex];
        return `${p.dayIndex} ${data.halls[block?.hallIndex ?? -1]?.area} ${block?.name}-${p.spaceNumber}${p.side}`;
      }),
    );
    expect(codes.size).toBe(data.placements.length);
  });

  it('gives about 8% of circles two spaces, always both halves of one desk', () => {
    const byCircle = new Map<number, DemoEventData['placements']>();
    for (const placement of data.placements) byCircle.set(placement.circleIndex, [...(byCircle.get(placement.circleIndex) ?? []), placement]);
    const pairs = [...byCircle.values()].filter((spaces) => spaces.length === 2);
    expect(pairs.length / byCircle.size).toBeGreaterThan(0.07);
    expect(pairs.length / byCircle.size).toBeLessThan(0.09);
    for (const [a, b] of pairs) {
      expect(a && b && a.dayIndex === b.dayIndex && a.blockIndex === b.blockIndex && a.spaceNumber === b.spaceNumber && a.side !== b.side).toBe(true);
    }
    expect([...byCircle.values()].every((spaces) => spaces.length <= 2)).toBe(true);
  });

  it('names blocks with one full-width character of the script of their area', () => {
    const scripts = { EAST: /^[\u30a2-\u30e8\uff21-\uff3a]$/, WEST: /^[\u3042-\u3081]$/, SOUTH: /^[\uff41-\uff54]$/ };
    for (const block of data.blocks) {
      const hall = data.halls[block.hallIndex];
      expect(hall && !hall.isCorporate).toBe(true);
      if (hall) expect(block.name).toMatch(scripts[hall.area]);
    }
    const walls = new Set(data.blocks.filter((block) => block.isWall).map((block) => block.name));
    expect([...walls]).toEqual(expect.arrayContaining(['ア', 'Ａ', 'あ', 'ａ']));
  });

  it('numbers an island block down one row and back up the other', () => {
    const island = data.blocks.findIndex((block) => !block.isWall);
    const spaces = data.placements.filter((p) => p.blockIndex === island && p.dayIndex === 0 && p.side === 'a');
    const n = Math.max(...spaces.map((p) => p.spaceNumber));
    expect(spaces.length).toBe(n);
    const firstRow = new Set(spaces.filter((p) => p.spaceNumber <= n / 2).map((p) => p.mapX));
    const secondRow = new Set(spaces.filter((p) => p.spaceNumber > n / 2).map((p) => p.mapX));
    expect(firstRow.size).toBe(1);
    expect(secondRow.size).toBe(1);
    expect([...firstRow][0]).not.toBe([...secondRow][0]);
    // Space 1 and space N sit back to back at the same end of the island.
    const y = (number: number) => spaces.find((p) => p.spaceNumber === number)?.mapY ?? NaN;
    expect(Math.abs(y(1) - y(n))).toBeLessThan(1);
  });

  it('keeps every half desk and booth inside its hall and the halls apart', () => {
    const inside = (r: { mapX: number; mapY: number; mapWidth: number; mapHeight: number }, h: typeof r) =>
      r.mapX >= h.mapX && r.mapY >= h.mapY && r.mapX + r.mapWidth <= h.mapX + h.mapWidth && r.mapY + r.mapHeight <= h.mapY + h.mapHeight;
    for (const placement of data.placements) {
      const hall = data.halls[data.blocks[placement.blockIndex]?.hallIndex ?? -1];
      expect(hall && inside(placement, hall)).toBe(true);
    }
    for (const exhibitor of data.exhibitors) {
      const hall = data.halls[exhibitor.hallIndex];
      expect(hall?.isCorporate && inside(exhibitor, hall)).toBe(true);
    }
    data.halls.forEach((a, i) =>
      data.halls.slice(i + 1).forEach((b) => {
        const apart = a.mapX + a.mapWidth <= b.mapX || b.mapX + b.mapWidth <= a.mapX || a.mapY + a.mapHeight <= b.mapY || b.mapY + b.mapHeight <= a.mapY;
        expect(apart).toBe(true);
      }),
    );
    expect(data.placements.every((p) => [1, 2, 3, 4].includes(p.tableLayout))).toBe(true);
  });

  it('gives Japanese names and English names kana readings, and Japanese authors theirs', () => {
    for (const circle of data.circles) {
      if (/[\u3040-\u30ff\u4e00-\u9fff]/.test(circle.name) || /^[\x20-\x7e]+$/.test(circle.name)) expect(isKanaReading(circle.nameKana)).toBe(true);
      if (/[\u3040-\u30ff]/.test(circle.author)) expect(isKanaReading(circle.authorKana)).toBe(true);
    }
    const names = data.circles.map((circle) => circle.name);
    expect(names.some((name) => /^[\x20-\x7e]+$/.test(name))).toBe(true);
    expect(names.some((name) => /[\u3041-\u3096]/.test(name))).toBe(true);
    expect(names.some((name) => /[\u30a1-\u30fa]/.test(name))).toBe(true);
    expect(names.some((name) => /[书猫画]/.test(name))).toBe(true);
    expect(names.some((name) => /[書貓畫]/.test(name) && !/[\u3040-\u30ff]/.test(name))).toBe(true);
    expect(new Set(names).size / names.length).toBeGreaterThan(0.95);
  });
});
