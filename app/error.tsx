'use client';

import { useEffect } from 'react';
import { useIsBot } from '@/components/errors/bot-context';
import { BotErrorBody, ErrorNotice } from '@/components/errors/error-notice';
import { useErrorText } from '@/components/errors/error-texts';
import { reloadOnChunkError } from '@/lib/pwa/device/chunk-reload';

export default function ErrorPage({ error }: { error: unknown }) {
  const t = useErrorText();
  const isBot = useIsBot();

  useEffect(() => {
    // A chunk of an older version that is gone after a deploy: reloading loads the current one.
    if (reloadOnChunkError(error)) return;
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
