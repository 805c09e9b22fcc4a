import 'server-only';
import { getConfig } from '@/lib/config/get-config';
import { clientAddressFrom } from '@/lib/http/client-address';

export { clientAddressFrom };

/** The caller's address for rate limits, through the proxies this instance trusts (X-Real-IP is ignored). */
export function clientAddress(headers: Headers): string {
  return clientAddressFrom(headers, getConfig().trustedProxies);
}
