// Numbers that come from outside (path segments, query strings, forms, JSON bodies) end up in queries
// against PostgreSQL `integer` (int4) columns: ids, counts, codes. A value past int4 makes the query fail,
// which used to surface as a 500, so every parser and schema bounds its numbers by this range or a
// tighter one of its own domain. Plain module: the browser may import it.

/** The largest PostgreSQL `integer`. */
export const MAX_INT4 = 2_147_483_647;

const DIGITS = /^\d{1,10}$/;

/**
 * A whole number in plain ASCII digits within [min, max], else undefined: no sign, exponent, spaces,
 * full-width digits or hex. The length is checked before converting, so any string is cheap to reject.
 */
export function parseWholeNumber(text: string, min = 0, max = MAX_INT4): number | undefined {
  if (!DIGITS.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}
