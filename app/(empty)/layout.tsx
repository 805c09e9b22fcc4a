import type { ReactNode } from 'react';
import { CookieConsent } from '@/components/consent/cookie-consent';

export default function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main" tabIndex={-1} className="flex-1">
        {children}
      </main>
      <CookieConsent />
    </>
  );
}
