import { cutResponse } from '@/lib/catalogue/cut-image';
import { db } from '@/lib/db';

/** A circle's generated cut (`/cuts/{wcid}`) or a corporate booth's (`/cuts/booth-{exhibitorId}`). */
export async function GET(request: Request, { params }: { params: Promise<{ wcid: string }> }): Promise<Response> {
  const { wcid } = await params;
  return cutResponse(db, wcid, request);
}
