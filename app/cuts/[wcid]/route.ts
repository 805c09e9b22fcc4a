import { cutResponse } from '@/lib/catalogue/cut-image';
import { db } from '@/lib/db';
import { otherMethods } from '@/lib/http/route-methods';

/** A circle's generated cut (`/cuts/{wcid}`) or a corporate booth's (`/cuts/booth-{exhibitorId}`). */
export async function GET(request: Request, { params }: { params: Promise<{ wcid: string }> }): Promise<Response> {
  const { wcid } = await params;
  return cutResponse(db, wcid, request);
}

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
