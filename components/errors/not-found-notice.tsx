'use client';

import { usePathname } from 'next/navigation';
import { useIsBot } from './bot-context';
import { fillTemplate } from '@/lib/i18n/message-template';
import { BotErrorBody, ErrorNotice } from './error-notice';
import { useErrorText } from './error-texts';

/**
 * The not-found page's body. Next renders the not-found element of the root layout on every request,
 * in case a page calls `notFound()`; as a client component it costs the server next to nothing until it
 * is shown, and its texts come from the few `Errors` texts the root layout gives every page (shellErrorTexts).
 */
export function NotFoundNotice() {
  const t = useErrorText();
  const isBot = useIsBot();
  const title = fillTemplate(t('notFound'), { path: usePathname() });
  if (isBot) return <BotErrorBody title={title} />;
  return <ErrorNotice title={title} backLabel={t('backToTop')} />;
}
