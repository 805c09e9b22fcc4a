import 'server-only';
import { serverCutStore } from '@/lib/cut-images/cut-store-instance';
import { db } from '@/lib/db';
import { cutResponse } from './cut-response';
import { requestCutAccess } from './request-viewer';

/** `GET /cuts/{segment}`. The proxy skips /cuts/ (cuts stay cacheable by the browser), so the session is read here. */
export function cutRouteResponse(segment: string, request: Request): Promise<Response> {
  return cutResponse(db, segment, request, (key) => requestCutAccess(request, key), serverCutStore());
}
