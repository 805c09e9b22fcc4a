'use server';

import { cookies, headers } from 'next/headers';
import { anyone, defineAction, noInput } from '@/lib/errors/define-action';
import { isHttpsRequest } from '@/lib/http/is-https-request';
import { consentCookie } from '../consent-cookie';

export const acceptCookies = defineAction({ guard: anyone, schema: noInput }, async () => {
  const secure = isHttpsRequest(await headers());
  (await cookies()).set(consentCookie.name, consentCookie.acceptedValue, {
    path: '/',
    maxAge: consentCookie.maxAgeSeconds,
    sameSite: 'lax',
    secure,
  });
});
