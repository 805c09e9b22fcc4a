import { beforeAll, describe, expect, it } from 'vitest';
import { generateDemoEvent } from '@/lib/demo-data/generate-demo-event';
import type { DemoEventData } from '@/lib/demo-data/types';

const share = <T>(items: readonly T[], test: (item: T) => boolean) => items.filter(test).length / items.length;

describe('the demo circles and their works', () => {
  let data: DemoEventData;
  beforeAll(() => {
    data = generateDemoEvent({ seed: 7 });
  }, 60_000);

  it('numbers circles serially and pages their cuts six to a page in placement order', () => {
    expect(data.circles.map((circle) => circle.circleNumber)).toEqual(data.circles.map((_, index) => index + 1));
    expect(new Set(data.circles.map((circle) => circle.wcid)).size).toBe(data.circles.length);
    const placed = data.circles.filter((circle) => circle.catalogPage !== null);
    const cuts = new Map<number, number>();
    for (const circle of placed) cuts.set(circle.catalogPage ?? 0, (cuts.get(circle.catalogPage ?? 0) ?? 0) + 1);
    expect(Math.max(...cuts.values())).toBe(6);
    expect(placed.every((circle) => (circle.cutIndex ?? 0) >= 1 && (circle.cutIndex ?? 0) <= 6)).toBe(true);
  });

  it('keeps unselected and unlisted circles in the data but off the floor', () => {
    const placedIndices = new Set(data.placements.map((placement) => placement.circleIndex));
    const hidden = data.circles.map((circle, index) => ({ circle, index })).filter(({ circle }) => circle.lotteryStatus === 'NOT_SELECTED' || !circle.wantsPublication);
    expect(hidden.length).toBeGreaterThan(5);
    expect(hidden.length).toBeLessThan(100);
    expect(hidden.some(({ circle }) => circle.lotteryStatus === 'NOT_SELECTED')).toBe(true);
    expect(hidden.some(({ circle }) => !circle.wantsPublication)).toBe(true);
    expect(hidden.every(({ circle, index }) => !placedIndices.has(index) && circle.catalogPage === null)).toBe(true);
  });

  it('gives circles 0 to 6 works priced in hundreds of yen up to 3000', () => {
    const perCircle = new Map<number, number>();
    for (const work of data.works) perCircle.set(work.circleIndex, (perCircle.get(work.circleIndex) ?? 0) + 1);
    expect(Math.max(...perCircle.values())).toBe(6);
    expect(perCircle.size).toBeLessThan(data.circles.length);
    expect(data.works.every((work) => work.priceYen !== null && work.priceYen >= 0 && work.priceYen <= 3000 && work.priceYen % 100 === 0)).toBe(true);
    expect([...new Set(data.works.map((work) => work.size))]).toEqual(expect.arrayContaining(['B5', 'A5', 'CD', 'グッズ']));
  });

  it('marks about 40% of works new, about a tenth adult, and a circle adult when most of its works are', () => {
    expect(share(data.works, (work) => work.isNew)).toBeCloseTo(0.4, 1);
    const adult = share(data.works, (work) => work.isAdult);
    expect(adult).toBeGreaterThan(0.07);
    expect(adult).toBeLessThan(0.13);
    const tally = data.circles.map(() => ({ works: 0, adult: 0 }));
    for (const work of data.works) {
      const entry = tally[work.circleIndex];
      if (entry) {
        entry.works += 1;
        if (work.isAdult) entry.adult += 1;
      }
    }
    data.circles.forEach((circle, index) => {
      const entry = tally[index];
      expect(circle.isAdult).toBe(entry !== undefined && entry.adult * 2 > entry.works);
    });
    expect(share(data.circles, (circle) => circle.isAdult)).toBeGreaterThan(0.03);
  });

  it('accepts cashless at about a third of circles and links only to fictional sites', () => {
    expect(share(data.circles, (circle) => circle.cashless)).toBeCloseTo(0.35, 1);
    const urls = [
      ...data.circles.flatMap((circle) => [circle.websiteUrl, circle.pixivUrl, circle.xUrl]),
      ...data.shopLinks.map((link) => link.url),
      ...data.exhibitors.map((exhibitor) => exhibitor.publicUrl),
    ].filter((url): url is string => url !== null);
    expect(urls.length).toBeGreaterThan(data.circles.length);
    for (const url of urls) expect(new URL(url).hostname).toMatch(/\.example$/);
    expect(data.shopLinks.some((link) => link.kind === 'EBOOK')).toBe(true);
    expect(data.shopLinks.some((link) => link.kind === 'MAIL_ORDER')).toBe(true);
  });

  it('dates updates over the weeks before the event', () => {
    const first = Date.parse(`${data.days[0]?.date}T00:00:00+09:00`);
    const ages = data.circles.map((circle) => (first - Date.parse(circle.updatedAt)) / 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThan(1);
    expect(Math.max(...ages)).toBeLessThan(60);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(30);
  });

  it('writes descriptions and comments in all three languages', () => {
    const texts = data.circles.flatMap((circle) => [circle.description, circle.supplementComment]).join('\n');
    expect(texts).toMatch(/[\u3041-\u3096]/);
    expect(texts).toMatch(/[A-Za-z]{4,} [A-Za-z]{3,}/);
    expect(texts).toMatch(/[发欢这]/);
    expect(texts).toMatch(/[發歡這]/);
    expect(share(data.circles, (circle) => circle.supplementComment !== '')).toBeGreaterThan(0.15);
  });

  it('gives about a fifth of the circles writing in Japanese their own English and Chinese, saying what the Japanese says', () => {
    const japanese = data.circles.filter((circle) => /[\u3041-\u3096]/.test(circle.description));
    const withOwn = japanese.filter((circle) => circle.own?.descriptionEn || circle.own?.descriptionZh);
    expect(withOwn.length / japanese.length).toBeGreaterThan(0.15);
    expect(withOwn.length / japanese.length).toBeLessThan(0.27);
    expect(share(japanese, (circle) => !!circle.own?.descriptionEn && !!circle.own.descriptionZh)).toBeGreaterThan(0.08);
    // Only Japanese texts are translated by their circle; translations are English and Chinese, not Japanese.
    expect(data.circles.filter((circle) => circle.own && !/[\u3041-\u30ff]/.test(circle.description + circle.supplementComment))).toEqual([]);
    for (const circle of withOwn) {
      const genre = data.genres[circle.genreIndex];
      const { descriptionEn = '', descriptionZh = '' } = circle.own ?? {};
      // The same parts in each language: the genre's name in it, a work's title as written.
      if (genre && circle.description.includes(genre.nameJa)) {
        if (descriptionEn) expect(descriptionEn).toContain(genre.nameEn);
        if (descriptionZh) expect(descriptionZh).toContain(genre.nameZh);
      }
      const title = /「(.+)」/u.exec(circle.description)?.[1];
      if (title && descriptionEn) expect(descriptionEn).toContain(`“${title}”`);
      if (title && descriptionZh) expect(descriptionZh).toContain(`《${title}》`);
      if (!title && descriptionEn) expect(descriptionEn).not.toMatch(/[\u3041-\u3096]/);
    }
    const boothsWithOwn = data.exhibitors.filter((exhibitor) => exhibitor.own?.overviewEn);
    expect(boothsWithOwn.length).toBeGreaterThan(5);
    for (const exhibitor of boothsWithOwn) expect(exhibitor.overview).toMatch(/[\u3041-\u30ff]/);
  });

  it('spreads circles over the genres, popular genres larger, each genre on one run of blocks', () => {
    const sizes = data.genres.map((_, index) => data.circles.filter((circle) => circle.genreIndex === index).length);
    expect(Math.min(...sizes)).toBeGreaterThan(50);
    const code = (c: number) => sizes[data.genres.findIndex((genre) => genre.code === c)] ?? 0;
    expect(code(912)).toBeGreaterThan(code(999) * 4);
    for (const dayIndex of [0, 1]) {
      const genresInOrder = data.placements.filter((p) => p.dayIndex === dayIndex).map((p) => data.circles[p.circleIndex]?.genreIndex);
      const runs = genresInOrder.filter((genre, index) => genre !== genresInOrder[index - 1]);
      expect(new Set(runs).size).toBe(runs.length);
    }
  });
});
