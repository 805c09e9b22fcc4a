/**
 * The caller's address as the reverse proxy reports it. The app is meant to run behind one proxy that sets
 * X-Forwarded-For; its first entry is the client. Without a proxy header all callers share one bucket,
 * which fails closed rather than open.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  return headers.get('x-real-ip')?.trim() || 'unknown';
}
