'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useIsBot } from './bot-context';
import { BotErrorBody, ErrorNotice } from './error-notice';

/**
 * The not-found page's body. Next renders the not-found element of the root layout on every request,
 * in case a page calls `notFound()`; as a client component it costs the server next to nothing until it
 * is shown, and its texts come from the `Errors` messages the root layout already gives the browser.
 */
export function NotFoundNotice() {
  const t = useTranslations('Errors');
  const isBot = useIsBot();
  const title = t('notFound', { path: usePathname() });
  if (isBot) return <BotErrorBody title={title} />;
  return <ErrorNotice title={title} backLabel={t('backToTop')} />;
}
