import 'server-only';
import { cookies } from 'next/headers';
import { consentCookie, isConsentGiven } from './consent-cookie';

export async function hasAcceptedCookies(): Promise<boolean> {
  return isConsentGiven((await cookies()).get(consentCookie.name)?.value);
}
