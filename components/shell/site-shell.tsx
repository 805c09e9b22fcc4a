import type { ReactNode } from 'react';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The page frame of the default and navigation layouts: header, main content, footer and the cookie question. */
export function SiteShell({ withNavigation, children }: { withNavigation: boolean; children: ReactNode }) {
  return (
    <>
      <SiteHeader withNavigation={withNavigation} />
      <main id="main" tabIndex={-1} className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <CookieConsent />
    </>
  );
}
