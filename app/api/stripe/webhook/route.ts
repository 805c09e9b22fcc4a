import { otherMethods } from '@/lib/http/route-methods';
import { handleStripeWebhook } from '@/lib/payments/webhook';

export function POST(request: Request): Promise<Response> {
  return handleStripeWebhook(request);
}

export const { GET, HEAD, OPTIONS, PUT, DELETE, PATCH } = otherMethods(['POST']);
