import { otherMethods } from '@/lib/http/route-methods';
import { instanceId } from '@/lib/operations/instance';
import { checkReadiness } from '@/lib/operations/readiness';

/** Readiness for a load balancer: 200 when this instance can serve, 503 with the failing checks otherwise. */
export async function GET(): Promise<Response> {
  const { ready, checks } = await checkReadiness();
  return Response.json({ status: ready ? 'ready' : 'not ready', instance: instanceId(), checks }, { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}

export const dynamic = 'force-dynamic';

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
