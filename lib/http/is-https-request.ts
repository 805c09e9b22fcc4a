// Behind a load balancer the app itself speaks plain HTTP; the original scheme arrives in this header.
export function isHttpsRequest(headers: Headers): boolean {
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}
