import type { PriorityClass } from './priorities';
import type { PlanRect } from './walking-distance';
import type { VisitStatus } from './visit-status';

// What the plan page hands its client leaf for one day: plain data, no dates.

type PlanWork = { id: number; title: string; priceYen: number | null };

export type PlanStopData = {
  circleId: number;
  name: string;
  /** The name's reading in romaji where the name is Japanese, else ''. */
  romaji: string;
  author: string;
  /** The stop's picture (lazy): the circle's menu this viewer may see (`alt` the organiser's text or ''), else its cut. */
  picture: { url: string; alt: string; menu: boolean };
  /** `East ア-12ab`, already in the reader's language. */
  space: string;
  hall: number;
  x: number;
  y: number;
  /** Placement order of the circle's first space. */
  order: number;
  wall: boolean;
  shutter: boolean;
  color: number;
  memo: string;
  works: PlanWork[];
  pinned: boolean;
  plannedWorkIds: number[];
  plannedYen: number | null;
  visit: VisitStatus;
};

export type PlanHall = { key: string; name: string; rect: PlanRect; hasStops: boolean };

export type PlanSettingsData = {
  priorities: Record<PriorityClass, number[]>;
  labelledColours: number[];
  capYen: number | null;
  currencyCode: string | null;
  yenPerUnit: number | null;
};

export type PlanDayData = {
  day: number;
  days: { day: number; label: string }[];
  halls: PlanHall[];
  entranceHall: string;
  savedOrder: number[];
  stops: PlanStopData[];
  settings: PlanSettingsData;
};
