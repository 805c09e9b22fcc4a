import type { TestIdentityUser } from './test-identity-provider';

/** People of the identity-provider login page (the product's generic OpenID Connect sign-in). */
export const identityProviderUsers: TestIdentityUser[] = [
  { login: 'alice', password: 'alice-password', subject: 'idp-alice', email: 'alice@idp.example', name: 'Alice' },
  { login: 'bob', password: 'bob-password', subject: 'idp-bob', email: 'bob@idp.example', name: 'Bob' },
];

/** People with an account on the older circle site. */
export const legacySiteUsers: TestIdentityUser[] = [
  { login: 'carol', password: 'carol-password', subject: 'legacy-carol', email: 'carol@circle.example', name: 'Carol' },
  { login: 'dave', password: 'dave-password', subject: 'legacy-dave', email: 'dave@circle.example', name: 'Dave' },
];

export const identityProviderClient = { clientId: 'web-catalogue', clientSecret: 'identity-provider-test-secret' };
export const legacySiteClient = { clientId: 'web-catalogue-link', clientSecret: 'legacy-site-test-secret' };
