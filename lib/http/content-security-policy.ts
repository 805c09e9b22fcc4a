// The Content-Security-Policy of a page. Scripts run only with the nonce of the response they came in
// ('strict-dynamic' lets those scripts load the build's chunks, MapLibre's worker and the service
// worker), so an injected <script> or inline handler does not run. Next reads the nonce from the
// policy the proxy puts on the request and adds it to its own scripts (docs/decisions/012-security-headers.md).

/** The request header that hands the response's nonce to server components writing inline scripts. */
export const nonceHeader = 'x-nonce';

export interface PagePolicyOptions {
  nonce: string;
  /**
   * Origins a form may lead to besides this site. Chromium applies form-action to the redirects that
   * follow a submission too, and a sign-in form posted before the page hydrated is answered with a
   * redirect to the identity provider.
   */
  formTargets: readonly string[];
  /** Over HTTPS, addresses written with http: are fetched with https: instead of being blocked. */
  overHttps: boolean;
  /** `next dev` rebuilds React's error stacks with eval; production never evaluates strings. */
  development: boolean;
}

export function pageContentSecurityPolicy({ nonce, formTargets, overHttps, development }: PagePolicyOptions): string {
  const directives: string[][] = [
    ['default-src', "'self'"],
    ['script-src', `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])],
    // Style attributes (colour swatches, MapLibre's positioning of markers and popups) and the style
    // elements Next and MapLibre insert cannot all carry a nonce. A style cannot run script; what an
    // injected style could still do (restyle or hide parts of a page) is kept small by escaping output.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Cuts come from this site; MapLibre draws from blob: and data: images, Next's placeholders are data:.
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    // MapLibre's worker (/api/map/maplibre-worker.mjs) and the service worker (/sw.js); blob: for
    // MapLibre's fallback of a worker built in the page.
    ['worker-src', "'self'", 'blob:'],
    // Checkout is a navigation to Stripe's page, not a request of this page: nothing else is reached.
    ['connect-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...formTargets],
    // Only this site may frame its pages: the print page previews a layout in a frame, and saving the
    // event days opens the saved pages in a hidden one so the service worker stores what they load.
    ['frame-ancestors', "'self'"],
    ...(overHttps ? [['upgrade-insecure-requests']] : []),
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** 128 random bits, base64 as CSP expects. */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
