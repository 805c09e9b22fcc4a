import 'server-only';
import { db } from '@/lib/db';
import { cutResponse } from './cut-image';
import { requestMayViewAdult } from './request-viewer';

/** `GET /cuts/{segment}`. The proxy skips /cuts/ (cuts stay cacheable), so the session is read here when it must be. */
export function cutRouteResponse(segment: string, request: Request): Promise<Response> {
  return cutResponse(db, segment, request, () => requestMayViewAdult(request));
}
