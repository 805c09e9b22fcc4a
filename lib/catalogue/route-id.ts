import { z } from 'zod';

/** A catalogue id from a path segment: digits only, else absent (the page answers 404). */
export const routeIdSchema = z.string().regex(/^\d{1,9}$/).transform(Number);

export function parseRouteId(segment: string): number | null {
  const parsed = routeIdSchema.safeParse(segment);
  return parsed.success && parsed.data > 0 ? parsed.data : null;
}
