import { MAX_EVENT_DAY } from './visit-status';

/** `?day=N` of the plan page: a day 1-7, else the event's first day (1). */
export function parsePlanDay(params: Record<string, string | string[] | undefined>): number {
  const raw = typeof params.day === 'string' ? params.day : '';
  const day = /^\d$/.test(raw) ? Number(raw) : 1;
  return day >= 1 && day <= MAX_EVENT_DAY ? day : 1;
}
