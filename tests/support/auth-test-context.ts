import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-database';
import { CookieBrowser } from './cookie-browser';
import { identityProviderClient, identityProviderUsers, legacySiteClient, legacySiteUsers } from './test-identities';
import { startTestIdentityProvider, type TestIdentityProvider } from './test-identity-provider';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';

export const appOrigin = 'http://localhost:3000';

export interface AuthTestContext {
  database: TestDatabase;
  smtp: TestSmtpServer;
  identityProvider: TestIdentityProvider;
  legacySite: TestIdentityProvider;
  dataDir: string;
  /** A fresh scripted browser whose requests to the app reach its route handlers in this process. */
  browser(): CookieBrowser;
  stop(): Promise<void>;
}

async function dispatchToApp(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/api/auth/')) {
    const handlers = await import('@/lib/auth/route-handlers');
    const nextRequest = new NextRequest(request);
    return request.method === 'POST' ? handlers.POST(nextRequest) : handlers.GET(nextRequest);
  }
  // Pages are not part of these tests: any other path stands for a page that rendered.
  return new Response(`page ${pathname}`, { status: 200 });
}

/**
 * Everything the auth code talks to, real and local: a fresh migrated database, an SMTP server, the
 * identity provider and the old circle site. Sets the environment before any app module reads it.
 */
export async function startAuthTestContext(): Promise<AuthTestContext> {
  const [database, smtp, dataDir] = await Promise.all([
    createTestDatabase(),
    startTestSmtpServer(),
    mkdtemp(path.join(tmpdir(), 'catalogue-auth-test-')),
  ]);
  const identityProvider = await startTestIdentityProvider({
    title: 'Identity provider',
    users: identityProviderUsers,
    clients: [{ ...identityProviderClient, redirectUris: [`${appOrigin}/api/auth/callback/idp`] }],
  });
  const legacySite = await startTestIdentityProvider({
    title: 'Circle site',
    users: legacySiteUsers,
    clients: [{ ...legacySiteClient, redirectUris: [`${appOrigin}/api/auth/callback/legacy`] }],
  });
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    APP_ORIGIN: appOrigin,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Web Catalogue <no-reply@catalogue.example>',
    CATALOGUE_DATA_DIR: dataDir,
    AUTH_IDP_ISSUER: identityProvider.issuer,
    AUTH_IDP_ID: identityProviderClient.clientId,
    AUTH_IDP_SECRET: identityProviderClient.clientSecret,
    AUTH_LEGACY_ISSUER: legacySite.issuer,
    AUTH_LEGACY_ID: legacySiteClient.clientId,
    AUTH_LEGACY_SECRET: legacySiteClient.clientSecret,
  });
  return {
    database,
    smtp,
    identityProvider,
    legacySite,
    dataDir,
    browser: () => new CookieBrowser(appOrigin, dispatchToApp),
    async stop() {
      const { db } = await import('@/lib/db');
      await db.$disconnect();
      await Promise.all([identityProvider.stop(), legacySite.stop(), smtp.stop()]);
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
