import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { NotFoundNotice } from '@/components/errors/not-found-notice';
import { isBotRequest } from '@/lib/http/request-info';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Errors');
  return { title: t('notFoundTitle'), robots: { index: false, follow: false } };
}

// Kept light: Next renders this element on every page load, not only when a page is missing.
export default async function NotFound() {
  return (
    <>
      <NotFoundNotice />
      {!(await isBotRequest()) && <CookieConsent />}
    </>
  );
}
