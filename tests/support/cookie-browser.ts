/**
 * A scripted browser for integration tests: keeps cookies per host, follows redirects, and sends requests
 * for the app's origin to in-process route handlers instead of the network.
 */
export type AppDispatcher = (request: Request) => Promise<Response>;

export interface BrowserResponse {
  response: Response;
  url: string;
}

export class CookieBrowser {
  private readonly jar = new Map<string, Map<string, string>>();

  constructor(
    private readonly appOrigin: string,
    private readonly app: AppDispatcher,
  ) {}

  cookies(url: string): Map<string, string> {
    const host = new URL(url).host;
    let cookies = this.jar.get(host);
    if (!cookies) {
      cookies = new Map();
      this.jar.set(host, cookies);
    }
    return cookies;
  }

  cookieHeader(url: string): string {
    return [...this.cookies(url)].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(url: string, response: Response): void {
    const cookies = this.cookies(url);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=');
        const lower = key.trim().toLowerCase();
        return (lower === 'max-age' && Number(raw) <= 0) || (lower === 'expires' && Date.parse(raw) < Date.now());
      });
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  /** One request, no redirect following. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(url);
    if (cookie) headers.set('cookie', cookie);
    const request = new Request(url, { ...init, headers, redirect: 'manual' });
    const response = url.startsWith(this.appOrigin) ? await this.app(request) : await fetch(request);
    this.remember(url, response);
    return response;
  }

  /** A request and every redirect after it, as a browser navigation; stops early where `stopAt` says. */
  async navigate(url: string, init: RequestInit = {}, stopAt: (url: string) => boolean = () => false): Promise<BrowserResponse> {
    let current = url;
    let response = await this.request(current, init);
    for (let hops = 0; hops < 20 && response.status >= 300 && response.status < 400; hops++) {
      const location = response.headers.get('location');
      if (!location) break;
      current = new URL(location, current).toString();
      if (stopAt(current)) return { response, url: current };
      response = await this.request(current);
    }
    return { response, url: current };
  }

  /** Submits a urlencoded form, as a browser does with a plain HTML form. */
  submitForm(url: string, fields: Record<string, string>, stopAt?: (url: string) => boolean): Promise<BrowserResponse> {
    return this.navigate(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) }, stopAt);
  }
}

/** The `action` of the first form of an HTML page, resolved against the page's URL. */
export function formAction(html: string, pageUrl: string): string {
  const action = /<form[^>]*action="([^"]+)"/i.exec(html)?.[1];
  if (!action) throw new Error(`No form on ${pageUrl}`);
  return new URL(action.replaceAll('&amp;', '&'), pageUrl).toString();
}
