import 'server-only';
import { errorResponse } from '@/lib/errors';

/**
 * Wraps a route handler: its result as JSON that no cache keeps, any error through the one mapper (or a
 * domain's own answer for its errors, which falls back to it).
 */
export function jsonHandler(handle: (request: Request) => Promise<unknown>, answerError: (error: unknown) => Response = errorResponse) {
  return async (request: Request): Promise<Response> => {
    try {
      return Response.json(await handle(request), { headers: { 'Cache-Control': 'no-store' } });
    } catch (error) {
      return answerError(error);
    }
  };
}
