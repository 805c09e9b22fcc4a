'use server';

import { cookies, headers } from 'next/headers';
import { isHttpsRequest } from '@/lib/http/is-https-request';
import { consentCookie } from '../consent-cookie';

export async function acceptCookies(): Promise<void> {
  const secure = isHttpsRequest(await headers());
  (await cookies()).set(consentCookie.name, consentCookie.acceptedValue, {
    path: '/',
    maxAge: consentCookie.maxAgeSeconds,
    sameSite: 'lax',
    secure,
  });
}
