import { otherMethods } from '@/lib/http/route-methods';
import { instanceId } from '@/lib/operations/instance';

/** Liveness: the process answers. It says nothing of the database (that is /api/ready). */
export function GET(): Response {
  return Response.json({ status: 'ok', instance: instanceId() }, { headers: { 'Cache-Control': 'no-store' } });
}

export const dynamic = 'force-dynamic';

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
