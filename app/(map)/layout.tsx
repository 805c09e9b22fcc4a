import type { ReactNode } from 'react';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { SiteHeader } from '@/components/shell/site-header';

export default function MapLayout({ children }: { children: ReactNode }) {
  return (
    <div data-map-screen="" className="flex min-h-0 flex-1 flex-col overflow-hidden">
      <SiteHeader withNavigation compact />
      <main id="main" tabIndex={-1} className="relative min-h-0 flex-1">
        {children}
      </main>
      <CookieConsent />
    </div>
  );
}
