import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { BotErrorBody, ErrorNotice } from '@/components/errors/error-notice';
import { getRequestPath, isBotRequest } from '@/lib/http/request-info';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Errors');
  return { title: t('notFoundTitle'), robots: { index: false, follow: false } };
}

export default async function NotFound() {
  const [t, path, isBot] = await Promise.all([getTranslations('Errors'), getRequestPath(), isBotRequest()]);
  const title = t('notFound', { path });
  if (isBot) return <BotErrorBody title={title} />;
  return (
    <>
      <ErrorNotice title={title} backLabel={t('backToTop')} />
      <CookieConsent />
    </>
  );
}
