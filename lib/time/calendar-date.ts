import { z } from 'zod';
import type { CalendarDate } from './japan-time';

const pattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseCalendarDate(value: string): { year: number; month: number; day: number } | undefined {
  const match = pattern.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : undefined;
}

export const calendarDateSchema = z
  .string({ error: 'Errors.field.required' })
  .refine((value) => parseCalendarDate(value) !== undefined, { error: 'Errors.field.invalidDate', abort: true });

/** The database keeps birthdates as DATE, which the client reads as midnight UTC. */
export function calendarDateFromDb(value: Date | null): CalendarDate | null {
  return value ? value.toISOString().slice(0, 10) : null;
}

export function calendarDateToDb(value: CalendarDate): Date {
  return new Date(`${value}T00:00:00.000Z`);
}

/** Completed years between a birthdate and a day; undefined for malformed input. */
export function ageOn(birthdate: CalendarDate, today: CalendarDate): number | undefined {
  const birth = parseCalendarDate(birthdate);
  const now = parseCalendarDate(today);
  if (!birth || !now) return undefined;
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (hadBirthday ? 0 : 1);
}
