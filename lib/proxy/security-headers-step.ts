import { buildSettings } from '@/lib/config/build';
import { createNonce, nonceHeader, pageContentSecurityPolicy } from '@/lib/http/content-security-policy';
import { isHttpsRequest } from '@/lib/http/is-https-request';
import { setSharedSecurityHeaders } from '@/lib/http/security-headers';
import { forwardRequestHeader, forwardsRequest, type ProxyStep } from './steps';

/**
 * The page policy with a nonce of this response. A page being rendered gets the nonce twice: in the
 * policy on the request, from which Next takes it for its own scripts, and as `x-nonce` for the
 * server components that write inline scripts. A redirect made by an earlier step gets the headers only.
 */
export function createSecurityHeadersStep(formTargets: () => readonly string[], environment: string = buildSettings().mode): ProxyStep {
  return (request, response) => {
    const nonce = createNonce();
    const overHttps = environment === 'production' && isHttpsRequest(request.headers);
    const policy = pageContentSecurityPolicy({ nonce, formTargets: formTargets(), overHttps, development: environment === 'development' });
    response.headers.set('Content-Security-Policy', policy);
    if (forwardsRequest(response)) {
      forwardRequestHeader(response, nonceHeader, nonce);
      forwardRequestHeader(response, 'content-security-policy', policy);
    } else {
      // next.config.ts's headers reach what the framework renders, not the proxy's own answers.
      setSharedSecurityHeaders(response.headers, overHttps);
    }
    return response;
  };
}
