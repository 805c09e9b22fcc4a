import 'server-only';
import { headers } from 'next/headers';
import { getConfig } from '@/lib/config/get-config';
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

/**
 * Whether this request loads a whole document, as opposed to the router fetching a page's data for a
 * client-side navigation. Browsers say so in the `Sec-Fetch-*` headers, which scripts cannot set. Without
 * them (older browsers, other clients) the answer is no, which is always safe: the page then carries
 * everything in its data as well.
 */
async function isDocumentLoad(): Promise<boolean> {
  const requestHeaders = await headers();
  return requestHeaders.get('sec-fetch-dest') === 'document' || requestHeaders.get('sec-fetch-mode') === 'navigate';
}

/**
 * Whether this response sends static server markup once, in the HTML only, and a token in the data
 * (decision 016): on a document load, unless the server's `MARKUP_HANDOFF` setting is off.
 */
export async function sendsMarkupOnce(): Promise<boolean> {
  return getConfig().markupHandoff && (await isDocumentLoad());
}
