import { errorResponse } from '@/lib/errors';
import { otherMethods } from '@/lib/http/route-methods';
import { parseMapSearchQuery } from '@/lib/map/map-search-query';
import { requireMapViewer } from '@/lib/map/map-viewer';
import { searchMap } from '@/lib/map/search-map';

/** Circles or booths of one day (and hall) that the catalogue search finds, for the map to highlight. */
export async function GET(request: Request): Promise<Response> {
  try {
    const viewer = await requireMapViewer();
    const result = await searchMap(parseMapSearchQuery(new URL(request.url).searchParams), viewer);
    return Response.json(result, { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
