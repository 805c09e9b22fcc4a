import { otherMethods } from '@/lib/http/route-methods';
import { snapshotResponse } from '@/lib/offline-search/server/snapshot-endpoints';

export async function GET(request: Request, { params }: { params: Promise<{ variant: string; hash: string }> }): Promise<Response> {
  const { variant, hash } = await params;
  return snapshotResponse(request, variant, hash);
}

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
