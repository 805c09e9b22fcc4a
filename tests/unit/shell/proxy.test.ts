import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';
import { rememberLocale } from '@/lib/i18n/remember-locale';
import { forwardRequestHeader, forwardRequestPath, runSteps } from '@/lib/proxy/steps';

function request(url: string, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(url, { headers });
}

// What the page of a request let through sees: Next carries the request headers given to
// `NextResponse.next({ request: { headers } })` in its own headers of the answer, read here as the page would.
function pageSees(response: NextResponse, name: string): string | null {
  return response.headers.get(`x-middleware-request-${name}`);
}

describe('rememberLocale', () => {
  it('stores the browser language for a year when no locale cookie exists', () => {
    const response = rememberLocale(request('http://localhost/', { 'accept-language': 'zh-TW,zh;q=0.9' }), NextResponse.next());
    const cookie = response.cookies.get('locale');
    expect(cookie?.value).toBe('zh');
    expect(cookie?.maxAge).toBe(365 * 24 * 60 * 60);
    expect(cookie?.path).toBe('/');
    expect(cookie?.secure).toBe(false);
  });

  it('falls back to English and marks the cookie secure over HTTPS', () => {
    const response = rememberLocale(request('https://catalogue.example/', { 'accept-language': 'ko' }), NextResponse.next());
    expect(response.cookies.get('locale')?.value).toBe('en');
    expect(response.cookies.get('locale')?.secure).toBe(true);
  });

  it('leaves a valid cookie alone and replaces an invalid one', () => {
    const kept = rememberLocale(request('http://localhost/', { cookie: 'locale=ja', 'accept-language': 'en' }), NextResponse.next());
    expect(kept.cookies.get('locale')).toBeUndefined();
    const replaced = rememberLocale(request('http://localhost/', { cookie: 'locale=fr', 'accept-language': 'ja' }), NextResponse.next());
    expect(replaced.cookies.get('locale')?.value).toBe('ja');
  });
});

describe('rememberLocale with ?hl=', () => {
  it('lets the URL choose a supported language over the cookie and the browser', () => {
    const response = rememberLocale(request('http://localhost/docs/help?hl=ja', { cookie: 'locale=en', 'accept-language': 'zh' }), NextResponse.next());
    expect(response.cookies.get('locale')?.value).toBe('ja');
    expect(response.cookies.get('locale')?.maxAge).toBe(365 * 24 * 60 * 60);
  });

  it('sets nothing when the URL asks for the language the cookie holds', () => {
    const response = rememberLocale(request('http://localhost/?hl=zh', { cookie: 'locale=zh' }), NextResponse.next());
    expect(response.cookies.get('locale')).toBeUndefined();
  });

  it.each(['fr', 'JA', '', 'ja,en', 'https://evil.example/'])('ignores hl=%s and answers as without it, never redirecting', (value) => {
    const response = rememberLocale(
      request(`http://localhost/?hl=${encodeURIComponent(value)}`, { cookie: 'locale=en', 'accept-language': 'ja' }),
      NextResponse.next(),
    );
    expect(response.cookies.get('locale')).toBeUndefined();
    expect(response.headers.get('location')).toBeNull();
  });

  it('makes the page of the same request read the chosen language', async () => {
    const page = request('http://localhost/?hl=zh', { 'accept-language': 'en' });
    const response = await runSteps(page, forwardRequestPath(page), [rememberLocale]);
    expect(response.headers.get('x-middleware-set-cookie')).toMatch(/^locale=zh;/);
    expect(response.headers.get('set-cookie')).toMatch(/^locale=zh;/);
  });
});

describe('proxy steps', () => {
  it('forwards the request path to server components', async () => {
    const page = request('http://localhost/no/such/page?x=1');
    const response = await runSteps(page, forwardRequestPath(page), []);
    expect(pageSees(response, 'x-pathname')).toBe('/no/such/page');
  });

  it('hands the page the request headers the steps added, with the answer headers and cookies they set', async () => {
    const page = request('http://localhost/circle/list', { 'accept-language': 'ja', 'x-nonce': 'chosen-by-the-client' });
    const response = await runSteps(page, forwardRequestPath(page), [
      (_request, passed) => {
        forwardRequestHeader(passed, 'x-nonce', 'nonce-of-this-response');
        passed.headers.set('Content-Security-Policy', "script-src 'nonce-nonce-of-this-response'");
        return passed;
      },
      rememberLocale,
    ]);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(pageSees(response, 'x-nonce')).toBe('nonce-of-this-response');
    expect(pageSees(response, 'accept-language')).toBe('ja');
    expect(response.headers.get('content-security-policy')).toBe("script-src 'nonce-nonce-of-this-response'");
    expect(response.headers.get('set-cookie')).toMatch(/^locale=ja;/);
  });

  it('runs the steps in order on the same response', async () => {
    const seen: string[] = [];
    const initial = NextResponse.next();
    const result = await runSteps(request('http://localhost/'), initial, [
      (_request, response) => {
        seen.push('first');
        return response;
      },
      (_request, response) => {
        seen.push('second');
        return NextResponse.redirect('http://localhost/auth/login', { headers: response.headers });
      },
    ]);
    expect(seen).toEqual(['first', 'second']);
    expect(result.status).toBe(307);
  });
});

describe('proxy matcher', () => {
  // The matcher is a path-to-regexp source whose only group is a regular expression.
  const matcher = new RegExp(`^${config.matcher[0]}$`);

  it('runs on pages, including the guarded ones', () => {
    for (const path of ['/', '/circle/list', '/booth/12', '/print-type-3', '/account/settings', '/auth/login']) expect(matcher.test(path), path).toBe(true);
  });

  it('leaves circle cuts, route handlers and static files alone, so no cookie makes them uncacheable', () => {
    for (const path of ['/cuts/123', '/api/v2/UserInfo', '/api/auth/session', '/_next/static/chunk.js', '/sw.js', '/icons/a.png']) {
      expect(matcher.test(path), path).toBe(false);
    }
  });
});
