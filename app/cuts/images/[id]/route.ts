import { imageRouteResponse } from '@/lib/catalogue/image-route';
import { otherMethods } from '@/lib/http/route-methods';

/** A delivered image (images.csv, decision 040): `?s=thumb` or `?s=full`. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return imageRouteResponse((await params).id, request);
}

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
