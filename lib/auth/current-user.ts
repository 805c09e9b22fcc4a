import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { userHandoffHeader } from '@/lib/http/request-path';
import { sessionStateOfCookies } from './request-session';
import { toSessionUser, type SessionUser } from './session-user';
import { unsealUser } from './user-handoff';

/**
 * The signed-in user of the current request, or null. Cached per request: the layout, the header and the
 * page guard all ask, and each session read costs a database query.
 */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const requestHeaders = await headers();
  const handedOver = unsealUser(requestHeaders.get(userHandoffHeader));
  if (handedOver) return handedOver;
  // Read the cookie the way the `jwt` callback would (version check included) without Auth.js's session
  // round trip, which also re-encrypts a cookie that a server component cannot set anyway.
  const state = await sessionStateOfCookies(requestHeaders.get('cookie') ?? '');
  return state.kind === 'valid' ? toSessionUser(state.user) : null;
});
