import { otherMethods } from '@/lib/http/route-methods';
import { snapshotDeltaResponse } from '@/lib/offline-search/server/snapshot-endpoints';

export async function GET(request: Request, { params }: { params: Promise<{ variant: string; hash: string; from: string }> }): Promise<Response> {
  const { variant, hash, from } = await params;
  return snapshotDeltaResponse(request, variant, hash, from);
}

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
