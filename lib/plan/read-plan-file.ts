import 'server-only';
import { z } from 'zod';
import { readCsvRecords } from '@/lib/text/csv-records';
import { intIdValue, wholeNumber } from '@/lib/validation/bounded-number';
import { AppError, parseOrThrow } from '@/lib/errors';
import { MAX_PLAN_STOPS, MAX_PLAN_YEN, MAX_WORKS_PER_STOP } from './plan-limits';
import { PLAN_FILE_FORMAT, PLAN_FILE_VERSION, planCsvColumns, type PlanFile } from './plan-file';
import { eventDaySchema, savePlanDaySchema, visitStatusSchema } from './schemas';

// Reads a plan file back, JSON or CSV: whatever it holds passes the same schema before anything is used.

const invalid = { error: 'Errors.plan.invalidFile' } as const;

const planFileSchema = z.object(
  {
    format: z.literal(PLAN_FILE_FORMAT, invalid),
    version: z.literal(PLAN_FILE_VERSION, invalid),
    day: eventDaySchema,
    entranceHall: savePlanDaySchema.shape.entranceHall,
    stops: z
      .array(
        z.object({
          circleId: intIdValue(invalid.error),
          space: z.string(invalid).max(200, invalid),
          name: z.string(invalid).max(500, invalid),
          visit: visitStatusSchema,
          pinned: z.boolean(invalid),
          plannedYen: wholeNumber({ min: 0, max: MAX_PLAN_YEN }, invalid.error).nullable(),
          plannedWorkIds: z.array(intIdValue(invalid.error), invalid).max(MAX_WORKS_PER_STOP, invalid),
        }),
        invalid,
      )
      .max(MAX_PLAN_STOPS, invalid),
  },
  invalid,
);

const whole = (text: string | undefined) => (text !== undefined && /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

function fromCsv(text: string): unknown {
  const [head, columns, ...rows] = readCsvRecords(text).records.map((record) => record.fields);
  if (!head || head[0] !== PLAN_FILE_FORMAT || columns?.join(',') !== planCsvColumns.join(',')) throw new AppError('invalidInput', 'Errors.plan.invalidFile');
  return {
    format: head[0],
    version: whole(head[1]),
    day: whole(head[2]),
    entranceHall: head[3] ?? '',
    stops: rows.map(([, circleId, space = '', name = '', visit, pinned, plannedYen = '', works = '']) => ({
      circleId: whole(circleId),
      space,
      name,
      visit,
      pinned: pinned === '1',
      plannedYen: plannedYen.trim() === '' ? null : whole(plannedYen),
      plannedWorkIds: works.split(' ').filter(Boolean).map(whole),
    })),
  };
}

export function readPlanFile(text: string): PlanFile {
  let raw: unknown;
  try {
    raw = text.trimStart().startsWith('{') ? JSON.parse(text) : fromCsv(text);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('invalidInput', 'Errors.plan.invalidFile');
  }
  return parseOrThrow(planFileSchema, raw) as PlanFile;
}
