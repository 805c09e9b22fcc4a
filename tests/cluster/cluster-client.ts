import { CookieBrowser } from '@/tests/support/cookie-browser';

/** A browser of the cluster test: its own cookies, every request through nginx, and which instance answered. */
export class ClusterClient {
  readonly browser: CookieBrowser;

  constructor(readonly origin: string) {
    this.browser = new CookieBrowser(origin, (request) => fetch(request));
  }

  async request(path: string, init: RequestInit = {}): Promise<{ response: Response; instance: string }> {
    const response = await this.browser.request(`${this.origin}${path}`, init);
    return { response, instance: response.headers.get('x-instance') ?? '' };
  }

  async json<T>(path: string, init: RequestInit = {}): Promise<{ body: T; status: number; instance: string }> {
    const { response, instance } = await this.request(path, init);
    return { body: (await response.json()) as T, status: response.status, instance };
  }

  /**
   * A read repeated until an instance other than `not` answers it (nginx takes turns, so the next
   * request or the one after lands there); reads only, which may be sent any number of times.
   */
  async readOn<T>(path: string, not: string): Promise<{ body: T; instance: string }> {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const { body, instance } = await this.json<T>(path);
      if (instance !== not) return { body, instance };
    }
    throw new Error(`No instance other than ${not} answered ${path}.`);
  }

  async csrfToken(): Promise<string> {
    return (await this.json<{ csrfToken: string }>('/api/auth/csrf')).body.csrfToken;
  }

  /**
   * The login form's post; answers where Auth.js redirects to and which instance handled it. A token
   * from an earlier `csrfToken()` lets posts follow one another without a request between them.
   */
  async signIn(email: string, password: string, csrfToken?: string): Promise<{ location: string; instance: string }> {
    csrfToken ??= await this.csrfToken();
    const { response, instance } = await this.request('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${this.origin}/` }),
    });
    await response.body?.cancel();
    return { location: response.headers.get('location') ?? '', instance };
  }

  async signOut(): Promise<string> {
    const csrfToken = await this.csrfToken();
    const { response, instance } = await this.request('/api/auth/signout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken, callbackUrl: `${this.origin}/` }),
    });
    await response.body?.cancel();
    return instance;
  }

  /** This browser's cookies copied into a new one, as a second tab of the same browser holds them. */
  copy(): ClusterClient {
    const twin = new ClusterClient(this.origin);
    for (const [name, value] of this.browser.cookies(this.origin)) twin.browser.cookies(this.origin).set(name, value);
    return twin;
  }
}
