import 'server-only';
import { getConfig } from '@/lib/config/get-config';

/** Absolute links for mails, on the public origin (APP_ORIGIN), never on the request's Host header. */
export function absoluteUrl(path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, getConfig().origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** The restriction page's `after` value for an under-18 birthdate at sign-up (no account is made). */
export const AFTER_UNDER_AGE_SIGN_UP = 'under-age-sign-up';

export const accountPaths = {
  verifyEmail: '/auth/verify',
  login: '/auth/login',
  resetPassword: '/auth/reset-password',
  restriction: '/restriction',
  /** Where an under-18 birthdate at sign-up leads: the restriction page, saying why and what is left. */
  restrictionAfterUnderAgeSignUp: `/restriction?after=${AFTER_UNDER_AGE_SIGN_UP}`,
} as const;
