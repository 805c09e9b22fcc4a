'use client';

import { useEffect, useState } from 'react';
import { ErrorNotice } from '@/components/errors/error-notice';
import { browserLocale } from '@/lib/i18n/browser-locale';
import { defaultLocale, type AppLocale } from '@/lib/i18n/locales';
import { loadMessages, type AppMessages } from '@/lib/i18n/messages';
import './globals.css';

interface LoadedMessages {
  locale: AppLocale;
  errors: AppMessages['Errors'];
}

// The root layout, and with it the translation provider, is what failed: the messages are loaded here.
export default function GlobalError({ error }: { error: unknown }) {
  const [loaded, setLoaded] = useState<LoadedMessages>();

  useEffect(() => {
    console.error(error);
    const locale = browserLocale();
    void loadMessages(locale).then((messages) => setLoaded({ locale, errors: messages.Errors }));
  }, [error]);

  return (
    <html lang={loaded?.locale ?? defaultLocale}>
      <body className="flex min-h-dvh flex-col">
        <meta name="robots" content="noindex, nofollow" />
        {loaded && (
          <>
            <title>{loaded.errors.errorTitle}</title>
            <ErrorNotice
              title={loaded.errors.errorTitle}
              hint={loaded.errors.errorHint}
              backLabel={loaded.errors.backToTop}
            />
          </>
        )}
      </body>
    </html>
  );
}
