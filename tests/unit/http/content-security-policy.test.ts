import { describe, expect, it } from 'vitest';
import { createNonce, pageContentSecurityPolicy, type PagePolicyOptions } from '@/lib/http/content-security-policy';

const production: PagePolicyOptions = { nonce: 'bm9uY2Utb2YtdGhpcy1wYWdl', formTargets: [], overHttps: false, development: false };

function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split('; ').find((part) => part.split(' ')[0] === name);
  return found?.split(' ').slice(1);
}

describe('pageContentSecurityPolicy', () => {
  it('runs scripts by nonce alone, never inline or evaluated ones', () => {
    const policy = pageContentSecurityPolicy(production);
    expect(directive(policy, 'script-src')).toEqual(["'nonce-bm9uY2Utb2YtdGhpcy1wYWdl'", "'strict-dynamic'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
  });

  it('lets the map and the service worker start their workers, and the page reach only this site', () => {
    const policy = pageContentSecurityPolicy(production);
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('lets forms lead to the identity providers named', () => {
    const policy = pageContentSecurityPolicy({ ...production, formTargets: ['https://accounts.google.com', 'http://127.0.0.1:4010'] });
    expect(directive(policy, 'form-action')).toEqual(["'self'", 'https://accounts.google.com', 'http://127.0.0.1:4010']);
  });

  it('upgrades http: addresses only over HTTPS, and allows eval only in development', () => {
    expect(pageContentSecurityPolicy(production)).not.toContain('upgrade-insecure-requests');
    expect(pageContentSecurityPolicy({ ...production, overHttps: true })).toMatch(/; upgrade-insecure-requests$/);
    expect(directive(pageContentSecurityPolicy({ ...production, development: true }), 'script-src')).toContain("'unsafe-eval'");
  });
});

describe('createNonce', () => {
  it('makes 128 random bits in base64, different each time', () => {
    const nonces = Array.from({ length: 50 }, createNonce);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
