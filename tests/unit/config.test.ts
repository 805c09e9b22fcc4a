import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '@/lib/config/schema';

describe('parseConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = parseConfig({});
    expect(config.origin).toBe('http://localhost:3000');
    expect(config.appEnv).toBe('development');
    expect(config.eventCode).toBe('C999');
    expect(config.logLevel).toBe('info');
    expect(config.identityProvider).toBeUndefined();
    expect(config.baseUrls.webCatalogue).toMatch(/^https:\/\//);
    expect(config.trustedProxies).toEqual({ hops: 0, addresses: [] });
  });

  it('reads the trusted proxies and refuses what is not a count or an address', () => {
    expect(parseConfig({ TRUSTED_PROXY_HOPS: '2', TRUSTED_PROXY_ADDRESSES: '10.0.0.1, ::FFFF:10.0.0.2,2001:db8::1' }).trustedProxies).toEqual({
      hops: 2,
      addresses: ['10.0.0.1', '10.0.0.2', '2001:db8::1'],
    });
    for (const hops of ['-1', 'one', '1.5', '11']) expect(() => parseConfig({ TRUSTED_PROXY_HOPS: hops })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => parseConfig({ TRUSTED_PROXY_ADDRESSES: '10.0.0.1, proxy.internal' })).toThrow(/TRUSTED_PROXY_ADDRESSES/);
  });

  it('chooses the environment from the origin and lets APP_ENV override it', () => {
    expect(parseConfig({ APP_ORIGIN: 'https://catalogue.convention.example' }).appEnv).toBe('pro');
    expect(parseConfig({ APP_ORIGIN: 'https://catalogue-staging.convention.example' }).appEnv).toBe('pro-staging');
    expect(parseConfig({ APP_ORIGIN: 'https://app.st.convention.example' }).appEnv).toBe('st');
    expect(parseConfig({ APP_ORIGIN: 'https://catalogue.convention.example', APP_ENV: 'st' }).appEnv).toBe('st');
  });

  it('uses the base addresses of the chosen environment unless one is configured', () => {
    const staging = parseConfig({ APP_ORIGIN: 'https://catalogue-staging.convention.example' });
    const production = parseConfig({ APP_ORIGIN: 'https://catalogue.convention.example' });
    expect(staging.baseUrls.webCatalogue).not.toBe(production.baseUrls.webCatalogue);
    const configured = parseConfig({ BASE_URL_WEB_CATALOGUE: 'https://webcatalog.example.org/ja' });
    expect(configured.baseUrls.webCatalogue).toBe('https://webcatalog.example.org/ja');
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ APP_ORIGIN: '', LOG_LEVEL: ' ' }).origin).toBe('http://localhost:3000');
  });

  it('reads the identity provider settings only when they are complete', () => {
    const config = parseConfig({ IDP_CLIENT_ID: 'client-1', IDP_AUTHORITY: 'https://login.convention.example/tenant' });
    expect(config.identityProvider).toEqual({
      clientId: 'client-1',
      authority: 'https://login.convention.example/tenant',
      knownAuthorities: ['login.convention.example'],
      redirectPath: '/auth/msal',
    });
  });

  it('fails with one message that names every bad variable', () => {
    let error: unknown;
    try {
      parseConfig({ APP_ORIGIN: 'not a url', LOG_LEVEL: 'loud', APP_ENV: 'prod', IDP_CLIENT_ID: 'client-1' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const variable of ['APP_ORIGIN', 'LOG_LEVEL', 'APP_ENV', 'IDP_AUTHORITY']) expect(message).toContain(variable);
    expect((error as ConfigError).problems).toHaveLength(4);
  });
});
