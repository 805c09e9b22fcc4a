import 'server-only';
import { headers } from 'next/headers';
import { nonceHeader } from './content-security-policy';
import { isBotUserAgent } from './is-bot';
import { pathnameHeader } from './request-path';

export async function isBotRequest(): Promise<boolean> {
  return isBotUserAgent((await headers()).get('user-agent'));
}

export async function getRequestPath(): Promise<string> {
  return (await headers()).get(pathnameHeader) ?? '';
}

/** The nonce of this response's Content-Security-Policy, for an inline script (proxy.ts sets it). */
export async function getRequestNonce(): Promise<string | undefined> {
  return (await headers()).get(nonceHeader) ?? undefined;
}
