import type { ReactNode } from 'react';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { SiteFooter } from '@/components/shell/site-footer';
import { SiteHeader } from '@/components/shell/site-header';
import { getCurrentUser } from '@/lib/auth/current-user';

// A visitor's top page is an introduction; a signed-in user starts the app here and gets its menu.
export default async function DefaultLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  return (
    <>
      <SiteHeader withNavigation={user !== null} />
      <main id="main" tabIndex={-1} className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <CookieConsent />
    </>
  );
}
