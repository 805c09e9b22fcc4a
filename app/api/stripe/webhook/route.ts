import { handleStripeWebhook } from '@/lib/payments/webhook';

export function POST(request: Request): Promise<Response> {
  return handleStripeWebhook(request);
}
