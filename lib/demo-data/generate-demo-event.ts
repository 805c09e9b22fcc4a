import { allocateSpaces, type PlacedCircle } from '@/lib/demo-data/allocate-spaces';
import { circleTimeline, generateCircle, type CircleSlot } from '@/lib/demo-data/circles';
import { buildEventDays, buildEventInfo, DEFAULT_DEMO_START_DATE } from '@/lib/demo-data/event-info';
import { generateExhibitors } from '@/lib/demo-data/exhibitors';
import { buildFloorPlan } from '@/lib/demo-data/floor-plan';
import { genreSpecs } from '@/lib/demo-data/genres';
import { createRandom, type Random } from '@/lib/demo-data/random';
import type { DemoCircle, DemoEventData, DemoPlacement, DemoShopLink, DemoWork, LotteryStatus } from '@/lib/demo-data/types';
import { buildHalls } from '@/lib/demo-data/venue';
import { demoCircleOwnTexts } from '@/lib/demo-data/own-translations';

export type DemoEventOptions = {
  seed: number;
  /** 1 is the full real-size event; 3 triples it for benchmarks. */
  scale?: number;
  /** First event day, `YYYY-MM-DD`; fixed by default so that a seed always gives the same data. */
  startDate?: string;
};

export const MAX_DEMO_SCALE = 10;
const CUTS_PER_PAGE = 6;
const FIRST_CATALOG_PAGE = 11;
// Applicants the lottery turned down and circles that asked not to be listed: in the database, on no desk.
const NOT_SELECTED_PER_DAY = 8;
const UNPUBLISHED_PER_DAY = 3;

/**
 * The event grows by days up to six (the catalogue's day filter goes to 7); beyond scale 3 the circle
 * halls get longer island rows instead, as if the venue were stretched north to south.
 */
export function scaleShape(scale: number): { dayCount: number; stretch: number } {
  const days = Math.min(scale, 3);
  return { dayCount: days * 2, stretch: scale / days };
}

function validate(options: DemoEventOptions): { seed: number; scale: number; startDate: string } {
  const { seed, scale = 1, startDate = DEFAULT_DEMO_START_DATE } = options;
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`The demo seed must be a whole number ≥ 0, not ${seed}`);
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_DEMO_SCALE) throw new Error(`The demo scale must be a whole number from 1 to ${MAX_DEMO_SCALE}, not ${scale}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || Number.isNaN(Date.parse(startDate))) throw new Error(`Not a date: ${startDate}`);
  return { seed, scale, startDate };
}

/** Web catalogue ids look like applicant numbers: unique, with gaps, in no relation to the catalogue order. */
function webCatalogueIds(random: Random, count: number): number[] {
  const ids: number[] = [];
  let next = 10_000_000 + random.int(0, 90_000);
  for (let index = 0; index < count; index += 1) {
    next += random.int(1, 37);
    ids.push(next);
  }
  return random.shuffle(ids);
}

type PendingCircle = { placed?: PlacedCircle; dayIndex: number; genreIndex: number; lotteryStatus: LotteryStatus; wantsPublication: boolean };

function unplacedCircles(random: Random, placed: readonly PlacedCircle[], dayCount: number): PendingCircle[] {
  const pending: PendingCircle[] = [];
  for (let dayIndex = 0; dayIndex < dayCount; dayIndex += 1) {
    const genresOfDay = [...new Set(placed.filter((circle) => circle.dayIndex === dayIndex).map((circle) => circle.genreIndex))];
    for (let index = 0; index < NOT_SELECTED_PER_DAY + UNPUBLISHED_PER_DAY; index += 1) {
      const selected = index >= NOT_SELECTED_PER_DAY;
      pending.push({ dayIndex, genreIndex: random.pick(genresOfDay), lotteryStatus: selected ? 'SELECTED' : 'NOT_SELECTED', wantsPublication: !selected });
    }
  }
  return pending;
}

/** The whole demo event, deterministic from the seed: it reads no clock and draws only from the seeded source. */
export function generateDemoEvent(options: DemoEventOptions): DemoEventData {
  const { seed, scale, startDate } = validate(options);
  const { dayCount, stretch } = scaleShape(scale);
  const random = createRandom(seed, 'demo-event');
  const days = buildEventDays(startDate, dayCount);
  const event = buildEventInfo(days);
  const halls = buildHalls(stretch);
  const plan = buildFloorPlan(halls);

  const placed = allocateSpaces(random.fork('spaces'), plan, genreSpecs, dayCount);
  const pending: PendingCircle[] = [
    ...placed.map((circle) => ({ placed: circle, dayIndex: circle.dayIndex, genreIndex: circle.genreIndex, lotteryStatus: 'SELECTED' as const, wantsPublication: true })),
    ...unplacedCircles(random.fork('unplaced'), placed, dayCount),
  ];
  const wcids = webCatalogueIds(random.fork('wcid'), pending.length);

  const circleRandom = random.fork('circles');
  const ownRandom = random.fork('own-translations');
  const usedNames = new Set<string>();
  const timeline = circleTimeline(startDate);
  const circles: DemoCircle[] = [];
  const works: DemoWork[] = [];
  const shopLinks: DemoShopLink[] = [];
  const placements: DemoPlacement[] = [];
  let page = FIRST_CATALOG_PAGE;
  let cut = 0;
  let pageDay = 0;
  pending.forEach((entry, circleIndex) => {
    if (entry.placed) {
      // Each day's circles start on a fresh page, six cuts to a page.
      if (entry.dayIndex !== pageDay || cut === CUTS_PER_PAGE) {
        if (cut > 0) page += 1;
        cut = 0;
        pageDay = entry.dayIndex;
      }
      cut += 1;
    }
    const slot: CircleSlot = {
      circleIndex,
      genreIndex: entry.genreIndex,
      wcid: wcids[circleIndex] as number,
      circleNumber: circleIndex + 1,
      catalogPage: entry.placed ? page : null,
      cutIndex: entry.placed ? cut : null,
      lotteryStatus: entry.lotteryStatus,
      wantsPublication: entry.wantsPublication,
    };
    const genre = genreSpecs[entry.genreIndex];
    if (!genre) throw new Error(`No genre ${entry.genreIndex}`);
    const generated = generateCircle(circleRandom, slot, genre, timeline, usedNames);
    circles.push({ ...generated.circle, ...demoCircleOwnTexts(ownRandom, generated.circle, genre) });
    works.push(...generated.works);
    shopLinks.push(...generated.shopLinks);
    for (const slotIndex of entry.placed?.slots ?? []) {
      const space = plan.slots[slotIndex];
      if (!space) throw new Error(`No space ${slotIndex}`);
      placements.push({ ...space, dayIndex: entry.dayIndex, circleIndex });
    }
  });

  return {
    seed,
    scale,
    event,
    days,
    halls,
    blocks: plan.blocks,
    placements,
    // Every half desk is taken on every day (see README).
    emptyDesks: [],
    genres: genreSpecs.map(({ code, nameEn, nameJa, nameZh }) => ({ code, nameEn, nameJa, nameZh })),
    circles,
    works,
    shopLinks,
    exhibitors: generateExhibitors(random.fork('exhibitors'), halls, startDate),
  };
}
