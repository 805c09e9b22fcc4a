import { otherMethods } from '@/lib/http/route-methods';
import { mapWorkerResponse } from '@/lib/map/map-worker-script';

/** MapLibre's web worker, served from our origin: the library would look for it beside its own bundle. */
export function GET(request: Request): Promise<Response> {
  return mapWorkerResponse(request);
}

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
