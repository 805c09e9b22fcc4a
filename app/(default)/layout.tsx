import type { ReactNode } from 'react';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { SiteFooter } from '@/components/shell/site-footer';
import { SiteHeader } from '@/components/shell/site-header';

export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader withNavigation={false} />
      <main id="main" tabIndex={-1} className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <CookieConsent />
    </>
  );
}
