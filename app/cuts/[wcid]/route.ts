import { cutRouteResponse } from '@/lib/catalogue/cut-route';
import { otherMethods } from '@/lib/http/route-methods';

/** A circle's generated cut (`/cuts/{wcid}`) or a corporate booth's (`/cuts/booth-{exhibitorId}`). */
export async function GET(request: Request, { params }: { params: Promise<{ wcid: string }> }): Promise<Response> {
  return cutRouteResponse((await params).wcid, request);
}

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
