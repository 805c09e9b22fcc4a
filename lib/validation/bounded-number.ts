import { z } from 'zod';
import { MAX_INT4 } from './whole-number';

// The one place a zod number is made. Every number that comes from outside ends up in a query, a column
// or a date, and a value past its range makes PostgreSQL fail rather than find nothing (a 500 where a
// 400 belongs), so no number schema exists without both bounds: each builder below takes them, and
// tests/unit/architecture/bounded-numbers.test.ts refuses `z.number()` and its kin anywhere else.

export type Bounds = { min: number; max: number };

function checked({ min, max }: Bounds): Bounds {
  if (!Number.isFinite(min) || !Number.isFinite(max) || min > max) throw new Error(`bounds ${min}..${max} are not a range`);
  return { min, max };
}

function wholeBounds(bounds: Bounds): Bounds {
  const { min, max } = checked(bounds);
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max)) throw new Error(`bounds ${min}..${max} are not safe integers`);
  return { min, max };
}

/** A whole number within the bounds, from JSON or code: a string is refused. */
export function wholeNumber(bounds: Bounds, error?: string) {
  const { min, max } = wholeBounds(bounds);
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** The same from a form field or a query value as well (a numeric string is read as its number). */
export function wholeNumberInput(bounds: Bounds, error?: string) {
  const { min, max } = wholeBounds(bounds);
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** The id of a row in an `integer` (int4) column: 1 to 2^31 - 1, from a form, a query or JSON. */
export const intId = (error?: string) => wholeNumberInput({ min: 1, max: MAX_INT4 }, error);

/** The same, from JSON or code only. */
export const intIdValue = (error?: string) => wholeNumber({ min: 1, max: MAX_INT4 }, error);

/** A number that need not be whole (a position on the map, an exchange rate), within the bounds. */
export function boundedNumber(bounds: Bounds, error?: string, { coerce = false }: { coerce?: boolean } = {}) {
  const { min, max } = checked(bounds);
  return (coerce ? z.coerce.number({ error }) : z.number({ error })).min(min, { error }).max(max, { error });
}

/** A whole number written in ASCII digits (a setting, a CSV cell), within the bounds. */
export function wholeNumberText(bounds: Bounds, error?: string) {
  return z
    .string({ error })
    .trim()
    .regex(/^\d{1,16}$/, { error })
    .transform(Number)
    .pipe(wholeNumber(bounds, error));
}

/**
 * An id written after a one-letter kind ("w123": a work, "l45": a free line), the id within int4. The
 * digits are counted before converting, so no string is too long to refuse cheaply.
 */
export function prefixedIntId(kinds: string, error?: string) {
  const pattern = new RegExp(`^[${kinds}][1-9]\\d{0,9}$`);
  return z
    .string({ error })
    .regex(pattern, { error })
    .refine((value) => Number(value.slice(1)) <= MAX_INT4, { error });
}
