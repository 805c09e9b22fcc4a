import type { Session } from 'next-auth';
import { appOrigin } from './auth-test-context';
import { formAction, type BrowserResponse, type CookieBrowser } from './cookie-browser';

const auth = `${appOrigin}/api/auth`;

export async function csrfToken(browser: CookieBrowser): Promise<string> {
  const response = await browser.request(`${auth}/csrf`);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

/** What the login form does: a credentials sign-in through the Auth.js route handlers. */
export async function signInWithPassword(browser: CookieBrowser, email: string, password: string): Promise<BrowserResponse> {
  const token = await csrfToken(browser);
  return browser.submitForm(`${auth}/callback/credentials`, { csrfToken: token, email, password, callbackUrl: `${appOrigin}/circle/list` });
}

/** A sign-in button for an OpenID Connect provider, then its login page, then back to the app. */
export async function signInWithOidc(browser: CookieBrowser, providerId: string, login: string, password: string): Promise<BrowserResponse> {
  const token = await csrfToken(browser);
  const loginPage = await browser.submitForm(`${auth}/signin/${providerId}`, { csrfToken: token, callbackUrl: `${appOrigin}/circle/list` });
  if (loginPage.response.status !== 200 || loginPage.url.startsWith(appOrigin)) return loginPage;
  return browser.submitForm(formAction(await loginPage.response.text(), loginPage.url), { login, password });
}

export async function readSession(browser: CookieBrowser): Promise<Session | null> {
  const response = await browser.request(`${auth}/session`);
  return (await response.json()) as Session | null;
}

export function extractLink(text: string, path: string): string {
  const match = new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\S*`).exec(text);
  if (!match) throw new Error(`No ${path} link in:\n${text}`);
  return match[0];
}

export function extractCode(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`No six-digit code in:\n${text}`);
  return match[1];
}

/** The sign-out form of Auth.js's route: ends the session of this browser's cookie. */
export async function signOutThroughRoute(browser: CookieBrowser): Promise<BrowserResponse> {
  const token = await csrfToken(browser);
  return browser.submitForm(`${auth}/signout`, { csrfToken: token, callbackUrl: `${appOrigin}/` });
}

/** A second browser holding a copy of this browser's cookies, as someone who copied them would. */
export function copyCookies(from: CookieBrowser, to: CookieBrowser): void {
  const target = to.cookies(appOrigin);
  for (const [name, value] of from.cookies(appOrigin)) target.set(name, value);
}
