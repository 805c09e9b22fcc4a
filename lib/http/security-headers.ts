// The headers every response carries, pages and route handlers alike. next.config.ts sets them on what
// Next answers; the proxy repeats them on the answers it makes itself (redirects, refusals), which the
// framework does not pass through that step. A plain module: next.config.ts imports it at build time.

export interface HeaderEntry {
  key: string;
  value: string;
}

// Nothing in the product films, records, locates or pays inside the page (Stripe Checkout is a page of
// its own), so these features are off for the site and anything it might ever embed. The venue map is a
// floor plan, not a street map: it has no use for the visitor's position either.
const permissionsPolicy = ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'serial=()', 'hid=()', 'midi=()'].join(', ');

export const sharedSecurityHeaders: readonly HeaderEntry[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // For browsers without CSP's frame-ancestors, and for responses without a page policy (files, JSON).
  // SAMEORIGIN, not DENY: the print preview and the offline save frame this site's own pages.
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Permissions-Policy', value: permissionsPolicy },
];

// A year. Not for subdomains: the operator's other sites (circle site, portal, docs) share the domain
// and are not this application's to commit to HTTPS.
export const strictTransportSecurity: HeaderEntry = { key: 'Strict-Transport-Security', value: 'max-age=31536000' };

/** Sets the shared headers, and HSTS when the request came over HTTPS (browsers ignore it over HTTP). */
export function setSharedSecurityHeaders(headers: Headers, overHttps: boolean): void {
  for (const { key, value } of sharedSecurityHeaders) headers.set(key, value);
  if (overHttps) headers.set(strictTransportSecurity.key, strictTransportSecurity.value);
}
