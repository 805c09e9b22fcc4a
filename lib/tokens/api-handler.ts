import 'server-only';
import { errorResponse } from '@/lib/errors';

/** Wraps an /api/v2 handler: its result as JSON, any error through the one mapper. */
export function apiHandler(handle: (request: Request) => Promise<unknown>) {
  return async (request: Request): Promise<Response> => {
    try {
      return Response.json(await handle(request), { headers: { 'Cache-Control': 'no-store' } });
    } catch (error) {
      return errorResponse(error);
    }
  };
}
