import { cutResponse } from '@/lib/catalogue/cut-image';
import { requestMayViewAdult } from '@/lib/catalogue/request-viewer';
import { db } from '@/lib/db';
import { otherMethods } from '@/lib/http/route-methods';

/** A circle's generated cut (`/cuts/{wcid}`) or a corporate booth's (`/cuts/booth-{exhibitorId}`). */
export async function GET(request: Request, { params }: { params: Promise<{ wcid: string }> }): Promise<Response> {
  const { wcid } = await params;
  // The proxy skips /cuts/ (cuts stay cacheable), so the handler reads the session itself when it must.
  return cutResponse(db, wcid, request, () => requestMayViewAdult(request));
}

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
