import 'server-only';
import { getConfig } from '@/lib/config/get-config';
import { internalCaller } from './internal-caller';

let cached: ReturnType<typeof internalCaller> | undefined;

/** Whether a route handler's caller is an operator (INTERNAL_ADDRESSES), through the trusted proxies. */
export function isInternalRequest(headers: Headers): boolean {
  cached ??= internalCaller(getConfig());
  return cached(headers.get('x-forwarded-for'));
}
