import type { IncomingMessage, ServerResponse } from 'node:http';
import { internalAddressMatcher, type ListenSettings } from '@/lib/config/listen';
import type { TrustedProxies } from '@/lib/config/trusted-proxies';
import { clientAddressFromForwarded } from '@/lib/http/client-address';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => unknown;

/**
 * Whether a request comes from an operator's address (INTERNAL_ADDRESSES, this machine by default),
 * read through the trusted proxies as the rate limits read it: a visitor behind nginx is a visitor, even
 * when nginx itself is on this machine.
 */
export function internalCaller(settings: { listen: ListenSettings; trustedProxies: TrustedProxies }): (forwardedFor: string | null | undefined) => boolean {
  const isInternal = internalAddressMatcher(settings.listen.internal);
  return (forwardedFor) => isInternal(clientAddressFromForwarded(forwardedFor, settings.trustedProxies));
}

/**
 * Names the instance in an `X-Instance` header to operators only: the public learns no host name or
 * port. Runs after the peer address is appended (lib/http/peer-address.ts); the request log names the
 * instance for everyone else.
 */
export function withInstanceHeader(handle: RequestListener, instance: string, isInternal: (forwardedFor: string | undefined) => boolean): RequestListener {
  return (request, response) => {
    const forwardedFor = request.headers['x-forwarded-for'];
    if (isInternal(Array.isArray(forwardedFor) ? forwardedFor.join(', ') : forwardedFor)) response.setHeader('X-Instance', instance);
    return handle(request, response);
  };
}
