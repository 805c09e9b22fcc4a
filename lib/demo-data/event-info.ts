import type { DemoDay, DemoEventInfo } from '@/lib/demo-data/types';
import { japanInstant } from '@/lib/time/japan-time';

export const DEMO_EVENT_CODE = 'C999';
/** A winter event, as the real one holds at the end of December. Fixed so that a seed always gives the same data. */
export const DEFAULT_DEMO_START_DATE = '2026-12-30';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` plus a number of days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC instant of a wall-clock time in Japan, as an ISO string. */
export function jstInstant(date: string, time: string): string {
  return japanInstant(date, time).toISOString();
}

/** An ISO instant plus a number of milliseconds. */
export function addMs(instant: string, ms: number): string {
  return new Date(Date.parse(instant) + ms).toISOString();
}

export function buildEventDays(startDate: string, count: number): DemoDay[] {
  return Array.from({ length: count }, (_, index) => ({ dayNumber: index + 1, date: addDays(startDate, index) }));
}

export function buildEventInfo(days: readonly DemoDay[]): DemoEventInfo {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) throw new Error('An event needs at least one day');
  return {
    code: DEMO_EVENT_CODE,
    nameEn: 'Demo Comic Convention 999',
    nameJa: 'デモ・コミックコンベンション999',
    nameZh: '演示同人展999',
    venueNameEn: 'Harbour Exhibition Centre',
    venueNameJa: 'ハーバー展示場',
    venueNameZh: '港湾展览中心',
    // Membership is sold per event and runs out when the last day ends in Japan.
    planValidUntil: jstInstant(last.date, '23:59'),
    monthlyPriceYen: 2000,
    campaignPriceYen: 1000,
    // The early-bird campaign ends two weeks before the event, when the catalogue is complete.
    campaignStartsAt: jstInstant(addDays(first.date, -60), '00:00'),
    campaignEndsAt: jstInstant(addDays(first.date, -14), '23:59'),
    freeTrialStartsAt: jstInstant(addDays(first.date, -45), '00:00'),
    freeTrialEndsAt: jstInstant(addDays(first.date, -31), '23:59'),
    createdAt: jstInstant(addDays(first.date, -150), '10:00'),
  };
}
