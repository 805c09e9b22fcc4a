import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { refuseUnservedMethods } from '@/lib/proxy/page-methods';
import { createSecurityHeadersStep } from '@/lib/proxy/security-headers-step';
import { forwardedRequestHeaders, forwardRequestPath } from '@/lib/proxy/steps';

const step = createSecurityHeadersStep(() => ['https://id.example'], 'production');

function request(url: string, init: { method?: string; headers?: Record<string, string> } = {}): NextRequest {
  return new NextRequest(url, init);
}

function forwarded(response: NextResponse, name: string): string | null {
  return forwardedRequestHeaders(response)?.get(name) ?? null;
}

describe('the security headers step', () => {
  it('hands the page the nonce of its policy, on the request for Next and as x-nonce', async () => {
    const page = request('http://localhost/circle/list');
    const response = await step(page, forwardRequestPath(page));
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(forwarded(response, 'x-nonce')).toBe(nonce);
    expect(forwarded(response, 'content-security-policy')).toBe(policy);
    expect(policy).toContain("form-action 'self' https://id.example");
  });

  it('makes a new nonce for every response', async () => {
    const page = request('http://localhost/');
    const policies = await Promise.all([1, 2].map(async () => (await step(page, forwardRequestPath(page))).headers.get('content-security-policy')));
    expect(policies[0]).not.toBe(policies[1]);
  });

  it('drops a nonce the client sent', () => {
    const page = request('http://localhost/', { headers: { 'x-nonce': 'chosen-by-the-client' } });
    expect(forwarded(forwardRequestPath(page), 'x-nonce')).toBeNull();
  });

  it('puts the policy and the shared headers on a redirect an earlier step made', async () => {
    const response = await step(request('http://localhost/user/favorites'), NextResponse.redirect('http://localhost/auth/login'));
    expect(response.headers.get('content-security-policy')).toContain("'strict-dynamic'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS and upgrades requests only in production over HTTPS', async () => {
    const overHttps = request('http://localhost/user/favorites', { headers: { 'x-forwarded-proto': 'https' } });
    const redirect = await step(overHttps, NextResponse.redirect('http://localhost/auth/login'));
    expect(redirect.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(redirect.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    const inDevelopment = await createSecurityHeadersStep(() => [], 'development')(overHttps, NextResponse.redirect('http://localhost/auth/login'));
    expect(inDevelopment.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('refuseUnservedMethods', () => {
  it('lets the methods of pages through', () => {
    for (const method of ['GET', 'HEAD', 'POST']) expect(refuseUnservedMethods(request('http://localhost/', { method })), method).toBeUndefined();
  });

  it('answers every other method with 405 and the methods a page serves', () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
      const response = refuseUnservedMethods(request('http://localhost/circle/list', { method }));
      expect(response?.status, method).toBe(405);
      expect(response?.headers.get('allow'), method).toBe('GET, HEAD, POST');
    }
  });
});
