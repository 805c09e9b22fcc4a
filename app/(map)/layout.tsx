import type { ReactNode } from 'react';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { SiteHeader } from '@/components/shell/site-header';

export default function MapLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-dvh flex-col overflow-hidden">
      <SiteHeader withNavigation compact />
      <main id="main" tabIndex={-1} className="relative min-h-0 flex-1">
        {children}
      </main>
      <CookieConsent />
    </div>
  );
}
