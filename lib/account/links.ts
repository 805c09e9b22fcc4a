import 'server-only';
import { getConfig } from '@/lib/config/get-config';

/** Absolute links for mails, on the public origin (APP_ORIGIN), never on the request's Host header. */
export function absoluteUrl(path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, getConfig().origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

export const accountPaths = {
  verifyEmail: '/auth/verify',
  login: '/auth/login',
  resetPassword: '/auth/reset-password',
  restriction: '/restriction',
} as const;
