import { otherMethods } from '@/lib/http/route-methods';
import { instanceId } from '@/lib/operations/instance';
import { isInternalRequest } from '@/lib/operations/internal-request';
import { checkReadiness } from '@/lib/operations/readiness';

/**
 * Readiness for a load balancer: 200 when this instance can serve, 503 otherwise. Operators' addresses
 * (INTERNAL_ADDRESSES) also get the instance's name and which checks fail; anyone else the status alone.
 */
export async function GET(request: Request): Promise<Response> {
  const { ready, checks } = await checkReadiness();
  const status = ready ? 'ready' : 'not ready';
  const body = isInternalRequest(request.headers) ? { status, instance: instanceId(), checks } : { status };
  return Response.json(body, { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}

export const dynamic = 'force-dynamic';

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
