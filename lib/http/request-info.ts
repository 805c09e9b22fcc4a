import 'server-only';
import { headers } from 'next/headers';
import { isBotUserAgent } from './is-bot';
import { pathnameHeader } from './request-path';

export async function isBotRequest(): Promise<boolean> {
  return isBotUserAgent((await headers()).get('user-agent'));
}

export async function getRequestPath(): Promise<string> {
  return (await headers()).get(pathnameHeader) ?? '';
}
