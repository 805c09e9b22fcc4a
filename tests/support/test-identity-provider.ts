import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import Provider, { type Account, type ClientMetadata, type OidcContext } from 'oidc-provider';
import { renderLoginPage } from './identity-provider-login-page';

export interface TestIdentityUser {
  /** What the user types into the login page. */
  login: string;
  password: string;
  /** The `sub` claim. */
  subject: string;
  email: string;
  name: string;
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
}

export interface TestIdentityProviderOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  title?: string;
  users: TestIdentityUser[];
  clients: TestClient[];
}

export interface TestIdentityProvider {
  issuer: string;
  users: TestIdentityUser[];
  /** Signs an id token with the provider's own key, for tests of expired or wrongly addressed tokens. */
  signIdToken(claims: JWTPayload & { sub: string; aud: string }, lifetimeSeconds?: number): Promise<string>;
  stop(): Promise<void>;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function toClientMetadata(client: TestClient): ClientMetadata {
  return {
    client_id: client.clientId,
    client_secret: client.clientSecret,
    redirect_uris: client.redirectUris,
    post_logout_redirect_uris: client.postLogoutRedirectUris ?? [],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  };
}

/**
 * A real OpenID Connect provider (oidc-provider) on a local port: discovery, JWKS, authorization code flow
 * with PKCE, and a plain HTML login page. Consent is granted automatically, as for a first-party client.
 */
export async function startTestIdentityProvider(options: TestIdentityProviderOptions): Promise<TestIdentityProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: `test-${Date.now()}`, alg: 'RS256', use: 'sig' };
  const host = options.host ?? '127.0.0.1';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const issuer = `http://${host === '0.0.0.0' ? 'localhost' : host}:${(server.address() as AddressInfo).port}`;
  const users = options.users;

  const provider = new Provider(issuer, {
    clients: options.clients.map(toClientMetadata),
    async findAccount(_ctx, id): Promise<Account | undefined> {
      const user = users.find((candidate) => candidate.subject === id);
      if (!user) return undefined;
      return { accountId: id, claims: () => ({ sub: id, email: user.email, email_verified: true, name: user.name }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Relying parties such as Auth.js read the profile from the id token, so it carries the claims.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async loadExistingGrant(ctx: OidcContext) {
      const { client, session, result, provider: self } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return self.Grant.find(grantId);
      const grant = new self.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: [`cookie-key-${jwk.kid}`] },
    jwks: { keys: [jwk] },
    ttl: { AccessToken: 3600, AuthorizationCode: 120, IdToken: 3600, Interaction: 900, Session: 3600, Grant: 3600 },
  });
  const handleProtocol = provider.callback();

  async function handleInteraction(req: IncomingMessage, res: ServerResponse, uid: string, submit: boolean): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (!submit) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(renderLoginPage({ title: options.title ?? 'Test identity provider', action: `/interaction/${uid}/login` }));
      return;
    }
    const form = await readForm(req);
    const user = users.find((candidate) => candidate.login === form.get('login') && candidate.password === form.get('password'));
    if (!user) {
      res.writeHead(401, { 'content-type': 'text/html; charset=utf-8' });
      res.end(renderLoginPage({ title: options.title ?? 'Test identity provider', action: `/interaction/${uid}/login`, error: 'Wrong login or password.' }));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: user.subject } }, { mergeWithLastSubmission: false });
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(new URL(req.url ?? '/', issuer).pathname);
    if (!match?.[1]) {
      handleProtocol(req, res);
      return;
    }
    handleInteraction(req, res, match[1], match[2] !== undefined && req.method === 'POST').catch((error: unknown) => {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(error instanceof Error ? error.message : 'interaction failed');
    });
  });

  return {
    issuer,
    users,
    async signIdToken(claims, lifetimeSeconds = 300) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
        .setIssuer(issuer)
        .setIssuedAt(now)
        .setExpirationTime(now + lifetimeSeconds)
        .sign(privateKey);
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
