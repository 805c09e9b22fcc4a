// `npm run dev:idp`: the test identity provider and a stand-in for the old circle site, as real OpenID
// Connect providers on local ports, so the "identity provider" and "old account" buttons work without
// the convention's servers. Prints the settings for the app; Ctrl-C stops both.
import { identityProviderClient, identityProviderUsers, legacySiteClient, legacySiteUsers } from '@/tests/support/test-identities';
import { startTestIdentityProvider } from '@/tests/support/test-identity-provider';

const appOrigin = (process.env.APP_ORIGIN ?? 'http://localhost:3000').replace(/\/$/, '');
const port = Number(process.env.DEV_IDP_PORT ?? 4010);

async function main() {
  const identityProvider = await startTestIdentityProvider({
    port,
    title: 'Identity provider (development)',
    users: identityProviderUsers,
    clients: [{ ...identityProviderClient, redirectUris: [`${appOrigin}/api/auth/callback/idp`], postLogoutRedirectUris: [`${appOrigin}/`] }],
  });
  const legacySite = await startTestIdentityProvider({
    port: port + 1,
    title: 'Circle site (development)',
    users: legacySiteUsers,
    clients: [{ ...legacySiteClient, redirectUris: [`${appOrigin}/api/auth/callback/legacy`], postLogoutRedirectUris: [`${appOrigin}/`] }],
  });

  console.log(`Identity provider: ${identityProvider.issuer}`);
  console.log(`Old circle site:   ${legacySite.issuer}\n`);
  console.log('Start the app with these settings (e.g. in .env.local):\n');
  console.log(`AUTH_IDP_ISSUER=${identityProvider.issuer}`);
  console.log(`AUTH_IDP_ID=${identityProviderClient.clientId}`);
  console.log(`AUTH_IDP_SECRET=${identityProviderClient.clientSecret}`);
  console.log(`AUTH_LEGACY_ISSUER=${legacySite.issuer}`);
  console.log(`AUTH_LEGACY_ID=${legacySiteClient.clientId}`);
  console.log(`AUTH_LEGACY_SECRET=${legacySiteClient.clientSecret}\n`);
  console.log('Users (login / password):');
  for (const user of identityProviderUsers) console.log(`  identity provider  ${user.login} / ${user.password}`);
  for (const user of legacySiteUsers) console.log(`  old circle site    ${user.login} / ${user.password}`);
  console.log('\nPress Ctrl-C to stop.');

  const stop = async () => {
    await Promise.allSettled([identityProvider.stop(), legacySite.stop()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(`Could not start the identity providers: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
