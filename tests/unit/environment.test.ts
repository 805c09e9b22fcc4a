import { describe, expect, it } from 'vitest';
import { environmentFromHostname, resolveEnvironment } from '@/lib/config/environment';

describe('environmentFromHostname', () => {
  it.each([
    ['localhost', 'development'],
    ['127.0.0.1', 'development'],
    ['app.localhost', 'development'],
    ['st.convention.example', 'st'],
    ['catalogue.st.convention.example', 'st'],
    ['catalogue-staging.convention.example', 'pro-staging'],
    ['webcatalog-staging.example.org', 'pro-staging'],
    ['catalogue.convention.example', 'pro'],
    ['LOCALHOST', 'development'],
  ] as const)('%s is %s', (hostname, environment) => {
    expect(environmentFromHostname(hostname)).toBe(environment);
  });

  it('takes the staging-test domain from the configuration', () => {
    expect(environmentFromHostname('a.test-env.example.org', 'test-env.example.org')).toBe('st');
    expect(environmentFromHostname('a.test-env.example.org')).toBe('pro');
  });

  it('does not mistake a look-alike domain for the staging-test one', () => {
    expect(environmentFromHostname('evilst.convention.example')).toBe('pro');
  });
});

describe('resolveEnvironment', () => {
  it('lets a configured value win over the hostname', () => {
    expect(resolveEnvironment({ hostname: 'localhost', override: 'pro' })).toBe('pro');
    expect(resolveEnvironment({ hostname: 'localhost' })).toBe('development');
  });
});
