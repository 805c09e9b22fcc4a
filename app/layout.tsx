import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AuthShell } from '@/components/auth/auth-shell';
import { BotProvider } from '@/components/errors/bot-context';
import { ErrorTextsProvider } from '@/components/errors/error-texts';
import { shellErrorTexts } from '@/components/errors/shell-error-texts';
import { PwaShell } from '@/components/pwa/pwa-shell';
import { shellAccess } from '@/lib/auth/shell-access';
import { getConfig } from '@/lib/config/get-config';
import { isBotRequest } from '@/lib/http/request-info';
import { needsSimplifiedChineseNotice } from '@/lib/i18n/simplified-chinese-notice';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return {
    metadataBase: new URL(getConfig().origin),
    title: { default: t('siteName'), template: t('titleTemplate') },
    // No description here: public pages (lib/seo) and the sign-in pages a shared link lands on carry
    // their own, and the members' pages, noindex, would only send it twice per load (decision 021).
    applicationName: t('siteName'),
    icons: { apple: '/icons/apple-touch-icon.png' },
    // Only the public pages ask to be indexed (lib/seo); the catalogue, the account and the payment pages
    // are for members and say noindex by default (decision 021).
    robots: { index: false, follow: false },
  };
}

export const viewport: Viewport = {
  themeColor: '#0f6a62',
  colorScheme: 'light',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, errorTexts, t, isBot, access] = await Promise.all([
    getLocale(),
    shellErrorTexts(),
    getTranslations('Shell'),
    isBotRequest(),
    shellAccess(),
  ]);
  const scriptNotice = await needsSimplifiedChineseNotice(locale);
  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col">
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        {scriptNotice && (
          // Written in Traditional characters for the readers it is shown to.
          <p role="note" lang="zh-Hant" className="bg-slate-100 px-4 py-2 text-center text-sm text-slate-700 print:hidden">
            {t('simplifiedChineseNotice')}
          </p>
        )}
        <ErrorTextsProvider texts={errorTexts}>
          <BotProvider isBot={isBot}>{children}</BotProvider>
          <AuthShell access={access} />
        </ErrorTextsProvider>
        <PwaShell user={access.user} />
      </body>
    </html>
  );
}
