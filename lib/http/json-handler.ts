import 'server-only';
import { errorResponse } from '@/lib/errors';

/** Wraps a route handler: its result as JSON that no cache keeps, any error through the one mapper. */
export function jsonHandler(handle: (request: Request) => Promise<unknown>) {
  return async (request: Request): Promise<Response> => {
    try {
      return Response.json(await handle(request), { headers: { 'Cache-Control': 'no-store' } });
    } catch (error) {
      return errorResponse(error);
    }
  };
}
