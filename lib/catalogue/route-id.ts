import { MAX_INT4, parseWholeNumber } from '@/lib/validation/whole-number';

/**
 * A catalogue id (circle, booth) from a path segment: plain digits from 1 to the largest database id, else
 * null and the page answers 404. Never throws, whatever the segment holds.
 */
export function parseRouteId(segment: string): number | null {
  return parseWholeNumber(segment, 1, MAX_INT4) ?? null;
}
