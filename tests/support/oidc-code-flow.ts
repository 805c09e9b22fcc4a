import { createHash, randomBytes } from 'node:crypto';
import { CookieBrowser, formAction } from './cookie-browser';

export interface CodeFlowInput {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  login: string;
  password: string;
}

/**
 * Runs the authorization code flow with PKCE against a provider as a relying party would, typing the
 * credentials into its login page, and returns the token response.
 */
export async function runCodeFlow(input: CodeFlowInput): Promise<{ id_token: string; access_token: string }> {
  const discovery = (await (await fetch(`${input.issuer}/.well-known/openid-configuration`)).json()) as {
    authorization_endpoint: string;
    token_endpoint: string;
  };
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(discovery.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: input.clientId,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: input.redirectUri,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();

  const browser = new CookieBrowser('http://app.invalid', () => Promise.reject(new Error('no app here')));
  const atRedirect = (url: string) => url.startsWith(input.redirectUri);
  const page = await browser.navigate(authorize.toString(), {}, atRedirect);
  const submitted = await browser.submitForm(formAction(await page.response.text(), page.url), { login: input.login, password: input.password }, atRedirect);
  const code = new URL(submitted.url).searchParams.get('code');
  if (!code) throw new Error(`The flow ended at ${submitted.url} without a code (status ${submitted.response.status})`);

  const response = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${input.clientId}:${input.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: input.redirectUri, code_verifier: verifier }),
  });
  if (!response.ok) throw new Error(`Token endpoint answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id_token: string; access_token: string };
}
