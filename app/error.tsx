'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useIsBot } from '@/components/errors/bot-context';
import { BotErrorBody, ErrorNotice } from '@/components/errors/error-notice';

export default function ErrorPage({ error }: { error: unknown }) {
  const t = useTranslations('Errors');
  const isBot = useIsBot();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <>
      <title>{t('errorTitle')}</title>
      <meta name="robots" content="noindex, nofollow" />
      {isBot ? (
        <BotErrorBody title={t('errorTitle')} />
      ) : (
        <ErrorNotice title={t('errorTitle')} hint={t('errorHint')} backLabel={t('backToTop')} />
      )}
    </>
  );
}
