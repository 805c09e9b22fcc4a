import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOrigin, startAuthTestContext, type AuthTestContext } from '@/tests/support/auth-test-context';
import { signInWithOidc, signInWithPassword, signOutThroughRoute } from '@/tests/support/auth-flows';
import { runCodeFlow } from '@/tests/support/oidc-code-flow';
import { identityProviderClient } from '@/tests/support/test-identities';

let context: AuthTestContext;
let userId: string;
let sessionCookie: string;

const v2 = (path: string) => `${appOrigin}/api/v2/${path}`;
const tokenForm = () => new URLSearchParams({ scope: 'openid', grant_type: 'client_credentials' });

async function routes() {
  return {
    cookie2Token: (await import('@/app/api/v2/Cookie2Token/route')).POST,
    entraId2Token: (await import('@/app/api/v2/EntraId2Token/route')).POST,
    userInfo: (await import('@/app/api/v2/UserInfo/route')).POST,
    updateNickname: (await import('@/app/api/v2/UpdateNickname/route')).POST,
    updateBirthDate: (await import('@/app/api/v2/UpdateBirthDate/route')).POST,
    updateDisplayR18: (await import('@/app/api/v2/UpdateDisplayR18/route')).POST,
    userSnsLogins: (await import('@/app/api/v2/UserSnsLogins/route')).GET,
    openapi: (await import('@/app/api/v2/openapi.json/route')).GET,
  };
}

async function exchangeCookie(cookie = sessionCookie): Promise<Response> {
  const { cookie2Token } = await routes();
  return cookie2Token(new Request(v2('Cookie2Token'), { method: 'POST', headers: { cookie }, body: tokenForm() }));
}

async function accessToken(): Promise<string> {
  return ((await (await exchangeCookie()).json()) as { access_token: string }).access_token;
}

const bearer = (token: string, body?: unknown): RequestInit => ({
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  ...(body !== undefined && { body: JSON.stringify(body) }),
});

beforeAll(async () => {
  context = await startAuthTestContext();
  const { hashPassword } = await import('@/lib/auth/password');
  const user = await context.database.db.user.create({
    data: {
      email: 'api@example.com',
      passwordHash: await hashPassword('member password'),
      emailVerified: new Date(),
      nickname: 'Api',
      birthdate: new Date('1990-04-01'),
      roles: { create: [{ role: 'PLATINUM' }] },
    },
  });
  userId = user.id;
  const browser = context.browser();
  await signInWithPassword(browser, 'api@example.com', 'member password');
  sessionCookie = browser.cookieHeader(appOrigin);
});

afterAll(async () => {
  await context?.stop();
});

describe('Cookie2Token', () => {
  it('exchanges the session cookie for an access token and an id token', async () => {
    const response = await exchangeCookie();
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'openid' });
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.id_token).toEqual(expect.any(String));
  });

  it('answers 401 without a session cookie and with a forged one', async () => {
    expect((await exchangeCookie('')).status).toBe(401);
    const token = /authjs\.session-token=([^;]+)/.exec(sessionCookie)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(100);
    const tampered = `${token.slice(0, 60)}${token[60] === 'A' ? 'B' : 'A'}${token.slice(61)}`;
    const forged = await exchangeCookie(`authjs.session-token=${tampered}`);
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ error: { code: 'unauthenticated', messageKey: 'Errors.auth.signInRequired' } });
  });

  it('answers 400 for a request that is not a token request', async () => {
    const { cookie2Token } = await routes();
    const response = await cookie2Token(
      new Request(v2('Cookie2Token'), { method: 'POST', headers: { cookie: sessionCookie }, body: new URLSearchParams({ grant_type: 'password', scope: 'openid' }) }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalidInput', fields: { grant_type: 'Errors.api.unsupportedGrantType' } } });
  });
});

describe('token request media types (finding 10)', () => {
  async function exchangeWith(contentType: string | null, body: string) {
    const { cookie2Token } = await routes();
    const headers = new Headers({ cookie: sessionCookie });
    if (contentType !== null) headers.set('content-type', contentType);
    const response = await cookie2Token(new Request(v2('Cookie2Token'), { method: 'POST', headers, body }));
    return { status: response.status, body: (await response.json()) as { error?: { code: string } } };
  }

  const form = 'grant_type=client_credentials&scope=openid';

  it('accepts the documented media types exactly, case-insensitively and with parameters', async () => {
    expect((await exchangeWith('application/x-www-form-urlencoded', form)).status).toBe(200);
    expect((await exchangeWith('APPLICATION/X-WWW-FORM-URLENCODED ; Charset="UTF-8"', form)).status).toBe(200);
    expect((await exchangeWith('application/json', JSON.stringify({ grant_type: 'client_credentials', scope: 'profile openid' }))).status).toBe(200);
  });

  it.each([
    ['multipart with a broken body', 'multipart/form-data; boundary=xyz', 'not a multipart body'],
    ['multipart with a valid body', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="scope"\r\n\r\nopenid\r\n--xyz--\r\n'],
    ['a media type that merely contains the form type', 'application/x-www-form-urlencoded-but-not', form],
    ['text that contains the JSON type', 'text/plain; x=application/json', form],
    ['no media type', null, form],
    ['a malformed media type', 'application/', form],
    ['a charset the server does not read', 'application/x-www-form-urlencoded; charset=shift_jis', form],
  ])('answers 415 for %s', async (_, contentType, body) => {
    expect(await exchangeWith(contentType, body)).toMatchObject({ status: 415, body: { error: { code: 'unsupportedMediaType' } } });
  });

  it('answers 400 for a JSON body that does not parse or is not an object', async () => {
    expect(await exchangeWith('application/json', '{"grant_type":')).toMatchObject({ status: 400, body: { error: { code: 'invalidInput' } } });
    expect(await exchangeWith('application/json', '["openid"]')).toMatchObject({ status: 400, body: { error: { code: 'invalidInput' } } });
  });

  it('answers 415 for a bearer call whose body is not JSON', async () => {
    const { updateNickname } = await routes();
    const token = await accessToken();
    const response = await updateNickname(new Request(v2('UpdateNickname'), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' }, body: '{"nickname":"X"}' }));
    expect(response.status).toBe(415);
  });
});

describe('bearer endpoints', () => {
  it('reads the user info with the older catalogue’s field names', async () => {
    const { userInfo } = await routes();
    const response = await userInfo(new Request(v2('UserInfo'), bearer(await accessToken())));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      sub: userId,
      nickname: 'Api',
      email: 'api@example.com',
      email_verified: true,
      updated_at: expect.any(Number),
      circlems_r18: 0,
      birthdate: '1990-04-01',
      roles: ['Platinum'],
    });
  });

  it('updates nickname, birthdate and the adult display, answering with the new user info', async () => {
    const { updateNickname, updateBirthDate, updateDisplayR18 } = await routes();
    const token = await accessToken();
    expect(await (await updateNickname(new Request(v2('UpdateNickname'), bearer(token, { nickname: '  Mika  ' })))).json()).toMatchObject({ nickname: 'Mika' });
    expect(await (await updateBirthDate(new Request(v2('UpdateBirthDate'), bearer(token, { birthDate: '1991-12-24' })))).json()).toMatchObject({ birthdate: '1991-12-24' });
    expect(await (await updateDisplayR18(new Request(v2('UpdateDisplayR18'), bearer(token, { displayR18: 1 })))).json()).toMatchObject({ circlems_r18: 1 });
    expect(await (await updateDisplayR18(new Request(v2('UpdateDisplayR18'), bearer(token, { displayR18: false })))).json()).toMatchObject({ circlems_r18: 0 });
    const stored = await context.database.db.user.findUniqueOrThrow({ where: { id: userId } });
    expect(stored).toMatchObject({ nickname: 'Mika', showAdult: false });
  });

  it('answers 400 with field keys for invalid bodies', async () => {
    const { updateNickname, updateBirthDate, updateDisplayR18 } = await routes();
    const token = await accessToken();
    const badDate = await updateBirthDate(new Request(v2('UpdateBirthDate'), bearer(token, { birthDate: '2001-02-29' })));
    expect(badDate.status).toBe(400);
    expect(await badDate.json()).toEqual({ error: { code: 'invalidInput', messageKey: 'Errors.invalidInput', fields: { birthDate: 'Errors.field.invalidDate' } } });
    expect((await updateNickname(new Request(v2('UpdateNickname'), bearer(token, { nickname: '' })))).status).toBe(400);
    expect((await updateNickname(new Request(v2('UpdateNickname'), { ...bearer(token), body: 'not json' }))).status).toBe(400);
    expect((await updateDisplayR18(new Request(v2('UpdateDisplayR18'), bearer(token, { displayR18: 'yes' })))).status).toBe(400);
  });

  it('lists the sign-in methods', async () => {
    const { userSnsLogins } = await routes();
    const response = await userSnsLogins(new Request(v2('UserSnsLogins'), { headers: { authorization: `Bearer ${await accessToken()}` } }));
    expect(await response.json()).toEqual({ userSnsAuths: [{ provider: 'password', linkedAt: expect.any(String) }] });
  });
});

describe('refused bearer tokens', () => {
  async function userInfoStatus(authorization?: string) {
    const { userInfo } = await routes();
    const response = await userInfo(new Request(v2('UserInfo'), { method: 'POST', headers: authorization ? { authorization } : {} }));
    return { status: response.status, body: (await response.json()) as { error: { messageKey: string } }, challenge: response.headers.get('www-authenticate') };
  }

  it('answers 401 for a missing token', async () => {
    expect(await userInfoStatus()).toMatchObject({ status: 401, body: { error: { messageKey: 'Errors.auth.tokenMissing' } }, challenge: 'Bearer' });
  });

  it('answers 401 for an expired token', async () => {
    const { issueApiTokens } = await import('@/lib/tokens/api-tokens');
    const { loadCurrentUser } = await import('@/lib/auth/session-user');
    const user = await loadCurrentUser(userId);
    const { newSessionId } = await import('@/lib/auth/revoked-sessions');
    const old = await issueApiTokens(user!, newSessionId(), new Date(Date.now() - 2 * 3600_000));
    expect(await userInfoStatus(`Bearer ${old.access_token}`)).toMatchObject({ status: 401, body: { error: { messageKey: 'Errors.auth.tokenExpired' } } });
  });

  it('answers 401 for a forged token and for an id token used as an access token', async () => {
    const forged = await new SignJWT({ sv: 0, scope: 'openid' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(userId)
      .setIssuer(appOrigin)
      .setAudience(`${appOrigin}/api/v2`)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not the key of this server, not at all'));
    expect(await userInfoStatus(`Bearer ${forged}`)).toMatchObject({ status: 401, body: { error: { messageKey: 'Errors.auth.tokenInvalid' } } });
    const idToken = ((await (await exchangeCookie()).json()) as { id_token: string }).id_token;
    expect(await userInfoStatus(`Bearer ${idToken}`)).toMatchObject({ status: 401, body: { error: { messageKey: 'Errors.auth.tokenInvalid' } } });
    expect(await userInfoStatus('Bearer not.a.jwt')).toMatchObject({ status: 401 });
  });

  it('answers 401 for a token issued before the user signed out everywhere', async () => {
    const token = await accessToken();
    const { signOutEverywhere } = await import('@/lib/auth/session-version');
    await signOutEverywhere(userId);
    expect(await userInfoStatus(`Bearer ${token}`)).toMatchObject({ status: 401, body: { error: { messageKey: 'Errors.auth.tokenRevoked' } } });
    // The session cookie it came from is revoked too.
    expect((await exchangeCookie()).status).toBe(401);
    const browser = context.browser();
    await signInWithPassword(browser, 'api@example.com', 'member password');
    sessionCookie = browser.cookieHeader(appOrigin);
  });
});

describe('tokens end with the session that minted them (third review, finding 2)', () => {
  async function call(route: 'userInfo' | 'updateNickname', token: string) {
    const handlers = await routes();
    const path = route === 'userInfo' ? 'UserInfo' : 'UpdateNickname';
    const response = await handlers[route](new Request(v2(path), bearer(token, route === 'updateNickname' ? { nickname: 'Still here' } : undefined)));
    return { status: response.status, body: (await response.json()) as { error?: { messageKey: string } } };
  }

  it('refuses a token once its session signed out, and keeps the tokens of other sessions', async () => {
    const phone = context.browser();
    const laptop = context.browser();
    await signInWithPassword(phone, 'api@example.com', 'member password');
    await signInWithPassword(laptop, 'api@example.com', 'member password');
    const phoneToken = ((await (await exchangeCookie(phone.cookieHeader(appOrigin))).json()) as { access_token: string }).access_token;
    const laptopToken = ((await (await exchangeCookie(laptop.cookieHeader(appOrigin))).json()) as { access_token: string }).access_token;
    expect((await call('userInfo', phoneToken)).status).toBe(200);

    await signOutThroughRoute(phone);

    const revoked = { status: 401, body: { error: { messageKey: 'Errors.auth.tokenRevoked' } } };
    expect(await call('userInfo', phoneToken)).toMatchObject(revoked);
    expect(await call('updateNickname', phoneToken)).toMatchObject(revoked);
    expect((await call('userInfo', laptopToken)).status).toBe(200);
  });

  it('refuses a token that names no session, as issued before tokens did', async () => {
    const { apiSigningKey } = await import('@/lib/tokens/signing-key');
    const { sessionVersion } = await context.database.db.user.findUniqueOrThrow({ where: { id: userId } });
    const unbound = await new SignJWT({ sv: sessionVersion, scope: 'openid' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(userId)
      .setIssuer(appOrigin)
      .setAudience(`${appOrigin}/api/v2`)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await apiSigningKey());
    expect(await call('userInfo', unbound)).toMatchObject({ status: 401 });
  });
});

describe('token request limits (third review, finding 8)', () => {
  it('answers 429 with the error body and Retry-After to the 61st token of one account within the hour', async () => {
    const { hashPassword } = await import('@/lib/auth/password');
    await context.database.db.user.create({
      data: { email: 'tokens@example.com', passwordHash: await hashPassword('member password'), emailVerified: new Date(), nickname: 'Tokens' },
    });
    const browser = context.browser();
    await signInWithPassword(browser, 'tokens@example.com', 'member password');
    const cookie = browser.cookieHeader(appOrigin);
    const statuses: number[] = [];
    for (let request = 0; request < 60; request++) statuses.push((await exchangeCookie(cookie)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);

    const refused = await exchangeCookie(cookie);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: { code: 'rateLimited', messageKey: 'Errors.rateLimited' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    // Another account is not affected.
    expect((await exchangeCookie()).status).toBe(200);
  });

  it('counts every token request per address, with or without a valid session', async () => {
    const { tokenExchangePerAddress } = await import('@/lib/rate-limit/policies');
    const address = '203.0.113.77';
    await context.database.db.rateLimit.create({
      data: { key: `${tokenExchangePerAddress.name}:${address}`, count: tokenExchangePerAddress.limit - 1, windowStart: new Date() },
    });
    const { cookie2Token } = await routes();
    const post = () => cookie2Token(new Request(v2('Cookie2Token'), { method: 'POST', headers: { 'x-forwarded-for': address }, body: tokenForm() }));
    expect((await post()).status).toBe(401);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('EntraId2Token', () => {
  async function exchange(idToken?: string) {
    const { entraId2Token } = await routes();
    const headers: Record<string, string> = idToken ? { 'id-token': idToken } : {};
    const response = await entraId2Token(new Request(v2('EntraId2Token'), { method: 'POST', headers, body: tokenForm() }));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: { messageKey: string } } };
  }

  it('exchanges an id token of the identity provider for a user who signed in with it', async () => {
    await signInWithOidc(context.browser(), 'idp', 'alice', 'alice-password');
    const { id_token } = await runCodeFlow({
      issuer: context.identityProvider.issuer,
      ...identityProviderClient,
      redirectUri: `${appOrigin}/api/auth/callback/idp`,
      login: 'alice',
      password: 'alice-password',
    });
    const result = await exchange(id_token);
    expect(result.status).toBe(200);
    const { userInfo } = await routes();
    const info = await userInfo(new Request(v2('UserInfo'), bearer(String(result.body.access_token))));
    expect(await info.json()).toMatchObject({ email: 'alice@idp.example' });
  });

  it('answers 403 for an identity that has no account here', async () => {
    const token = await context.identityProvider.signIdToken({ sub: 'idp-stranger', aud: identityProviderClient.clientId });
    expect(await exchange(token)).toMatchObject({ status: 403, body: { error: { messageKey: 'Errors.auth.noAccountForIdentity' } } });
  });

  it('answers 401 for missing, expired, forged and misaddressed id tokens', async () => {
    expect(await exchange()).toMatchObject({ status: 401, body: { error: { messageKey: 'Errors.auth.tokenMissing' } } });
    const expired = await context.identityProvider.signIdToken({ sub: 'idp-alice', aud: identityProviderClient.clientId }, -60);
    expect(await exchange(expired)).toMatchObject({ status: 401, body: { error: { messageKey: 'Errors.auth.tokenExpired' } } });
    const otherAudience = await context.identityProvider.signIdToken({ sub: 'idp-alice', aud: 'some-other-client' });
    expect(await exchange(otherAudience)).toMatchObject({ status: 401, body: { error: { messageKey: 'Errors.auth.tokenInvalid' } } });
    // Signed by the old site's provider: a real key, but not the identity provider's.
    const foreign = await context.legacySite.signIdToken({ sub: 'idp-alice', aud: identityProviderClient.clientId });
    const forged = [foreign.split('.')[0], (await context.identityProvider.signIdToken({ sub: 'idp-alice', aud: identityProviderClient.clientId })).split('.')[1], foreign.split('.')[2]].join('.');
    expect(await exchange(foreign)).toMatchObject({ status: 401 });
    expect(await exchange(forged)).toMatchObject({ status: 401, body: { error: { messageKey: 'Errors.auth.tokenInvalid' } } });
  });
});

describe('OpenAPI document', () => {
  it('describes every /api/v2 call', async () => {
    const { openapi } = await routes();
    const document = (await openapi().json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual(
      ['/Cookie2Token', '/EntraId2Token', '/UpdateBirthDate', '/UpdateDisplayR18', '/UpdateNickname', '/UserInfo', '/UserSnsLogins'].sort(),
    );
  });
});
