import { otherMethods } from '@/lib/http/route-methods';
import { instanceId } from '@/lib/operations/instance';
import { isInternalRequest } from '@/lib/operations/internal-request';

/** Liveness: the process answers. It says nothing of the database (that is /api/ready); operators also get its name. */
export function GET(request: Request): Response {
  const body = isInternalRequest(request.headers) ? { status: 'ok', instance: instanceId() } : { status: 'ok' };
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } });
}

export const dynamic = 'force-dynamic';

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
