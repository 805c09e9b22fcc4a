import { writeCsv } from '@/lib/text/csv';
import type { PlanStopData } from './plan-day-data';
import type { VisitStatus } from './visit-status';

// The plan as its own download, JSON or CSV, which imports back (`read-plan-file.ts`). Circles are named
// by id with their space and name beside them for the reader; memos stay in the favourites' checklist.

export const PLAN_FILE_FORMAT = 'event-day-plan';
export const PLAN_FILE_VERSION = 1;
export const planCsvColumns = ['order', 'circleId', 'space', 'name', 'visit', 'pinned', 'plannedYen', 'plannedWorkIds'] as const;

type PlanFileStop = { circleId: number; space: string; name: string; visit: VisitStatus; pinned: boolean; plannedYen: number | null; plannedWorkIds: number[] };
export type PlanFile = { format: typeof PLAN_FILE_FORMAT; version: typeof PLAN_FILE_VERSION; day: number; entranceHall: string; stops: PlanFileStop[] };

export function planFile(day: number, entranceHall: string, ordered: readonly PlanStopData[]): PlanFile {
  return {
    format: PLAN_FILE_FORMAT,
    version: PLAN_FILE_VERSION,
    day,
    entranceHall,
    stops: ordered.map(({ circleId, space, name, visit, pinned, plannedYen, plannedWorkIds }) => ({ circleId, space, name, visit, pinned, plannedYen, plannedWorkIds })),
  };
}

export const planToJson = (file: PlanFile) => `${JSON.stringify(file, null, 2)}\n`;

/** A first line naming the format, day and entrance, then a line of column names, then one line a stop. */
export function planToCsv(file: PlanFile): string {
  return writeCsv([
    [PLAN_FILE_FORMAT, file.version, file.day, file.entranceHall],
    planCsvColumns,
    ...file.stops.map((stop, at) => [at + 1, stop.circleId, stop.space, stop.name, stop.visit, stop.pinned ? 1 : 0, stop.plannedYen ?? '', stop.plannedWorkIds.join(' ')]),
  ]);
}
