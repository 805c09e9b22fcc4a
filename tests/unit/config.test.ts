import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '@/lib/config/schema';

describe('parseConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = parseConfig({});
    expect(config.origin).toBe('http://localhost:3000');
    expect(config.appEnv).toBe('development');
    expect(config.eventCode).toBe('C999');
    expect(config.auth).toEqual({ secret: undefined, google: undefined, identityProvider: undefined, legacy: undefined, apiTokenSecret: undefined });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Web Catalogue <no-reply@localhost>' });
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

  it('sends static markup once unless MARKUP_HANDOFF is off, and refuses any other value', () => {
    expect(parseConfig({}).markupHandoff).toBe(true);
    expect(parseConfig({ MARKUP_HANDOFF: 'on' }).markupHandoff).toBe(true);
    expect(parseConfig({ MARKUP_HANDOFF: 'off' }).markupHandoff).toBe(false);
    for (const value of ['false', '0', 'OFF']) expect(() => parseConfig({ MARKUP_HANDOFF: value })).toThrow(/MARKUP_HANDOFF/);
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ APP_ORIGIN: '', SMTP_URL: ' ' }).origin).toBe('http://localhost:3000');
  });

  it('reads a sign-in provider only when it is complete', () => {
    const config = parseConfig({ AUTH_IDP_ISSUER: 'https://login.convention.example', AUTH_IDP_ID: 'client-1', AUTH_IDP_SECRET: 'secret-1' });
    expect(config.auth.identityProvider).toEqual({ issuer: 'https://login.convention.example', clientId: 'client-1', clientSecret: 'secret-1', name: undefined });
    expect(config.auth.google).toBeUndefined();
  });

  it('needs the session secret to serve, not to build', () => {
    expect(parseConfig({}).auth.secret).toBeUndefined();
    expect(() => parseConfig({}, { serving: true })).toThrow(/AUTH_SECRET is required to serve/);
    expect(parseConfig({ AUTH_SECRET: 'x'.repeat(32) }, { serving: true }).auth.secret).toBe('x'.repeat(32));
  });

  it('fails with one message that names every bad variable, sign-in and mail included', () => {
    let error: unknown;
    try {
      parseConfig(
        { APP_ORIGIN: 'not a url', APP_ENV: 'prod', AUTH_SECRET: 'short', AUTH_GOOGLE_ID: 'google-client', SMTP_URL: 'http://mail.example', STRIPE_SECRET_KEY: 'sk_test_abc' },
        { serving: true },
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { message, problems } = error as ConfigError;
    for (const variable of ['APP_ORIGIN', 'APP_ENV', 'AUTH_SECRET', 'AUTH_GOOGLE_SECRET', 'SMTP_URL', 'STRIPE_WEBHOOK_SECRET']) expect(message).toContain(variable);
    expect(problems).toHaveLength(6);
  });

  it('checks the settings read where they are used with the rest, each named with what it must be', () => {
    const bad = {
      CATALOGUE_REFRESH_SECONDS: 'ten',
      DATABASE_URL: 'mysql://db.example/catalogue',
      DATABASE_DIRECT_URL: 'db.example:5432',
      EMBEDDED_POSTGRES_PORT: '99999',
      PORT: 'http',
      INSTANCE_ID: 'two words',
      NODE_ENV: 'staging',
      NEXT_DIST_DIR: 'build dir',
      PWA_TEST_WORKER_VARIANTS: 'yes',
    };
    const problems = (() => {
      try {
        parseConfig(bad);
        return [];
      } catch (error) {
        return error instanceof ConfigError ? [...error.problems] : [];
      }
    })();
    expect(problems.map((problem) => problem.split(' ')[0]).sort()).toEqual(Object.keys(bad).sort());
    expect(problems).toContain('CATALOGUE_REFRESH_SECONDS must be a number of seconds from 0 to 3600 (0 checks on every use)');
  });

  it('takes the values the scripts and the tests give those settings', () => {
    const good = {
      CATALOGUE_REFRESH_SECONDS: '0.5',
      DATABASE_URL: 'postgresql://postgres:secret@127.0.0.1:54329/catalogue',
      DATABASE_DIRECT_URL: 'postgres://catalogue@db.internal:5432/catalogue?sslmode=require',
      EMBEDDED_POSTGRES_PORT: '54329',
      PORT: '3000',
      INSTANCE_ID: 'web-1:3001',
      NODE_ENV: 'production',
      NEXT_DIST_DIR: '.next-e2e',
      PWA_TEST_WORKER_VARIANTS: '1',
    };
    expect(parseConfig(good).origin).toBe('http://localhost:3000');
  });
});
