/** Cookies as a browser would send them back: the latest value of each name. */
function mergeCookies(jar: Map<string, string>, response: Response): void {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * Signs in through Auth.js's own credentials callback, as the login form does: the CSRF token first,
 * then the form post. Returns the Cookie header of the signed-in session.
 */
export async function signInWithPassword(origin: string, email: string, password: string, forwardedFor = '198.51.100.7'): Promise<string> {
  const jar = new Map<string, string>();
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  mergeCookies(jar, csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookieHeader(jar), 'X-Forwarded-For': forwardedFor },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${origin}/circle/list` }),
  });
  mergeCookies(jar, response);
  const location = response.headers.get('location') ?? '';
  if (response.status !== 302 || location.includes('error')) throw new Error(`Sign-in failed: ${response.status} ${location}`);
  return cookieHeader(jar);
}
