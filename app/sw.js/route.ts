import { otherMethods } from '@/lib/http/route-methods';
import { serviceWorkerResponse } from '@/lib/pwa/server/service-worker-script';

// The worker changes with every build and, in end-to-end runs, with the test switch.
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return serviceWorkerResponse(request);
}

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
