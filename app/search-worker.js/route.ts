import { otherMethods } from '@/lib/http/route-methods';
import { searchWorkerResponse } from '@/lib/offline-search/server/search-worker-script';

/** The catalogue's search worker, bundled apart from the app (scripts/build-search-worker.ts). */
export function GET(request: Request): Promise<Response> {
  return searchWorkerResponse(request);
}

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
