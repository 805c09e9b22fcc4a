import 'server-only';
import { headers } from 'next/headers';
import { asksForTraditionalChinese } from './detect-locale';
import type { AppLocale } from './locales';

/** Whether this page, in `locale`, tells its reader that the Chinese is Simplified (decision 019). */
export async function needsSimplifiedChineseNotice(locale: AppLocale): Promise<boolean> {
  return locale === 'zh' && asksForTraditionalChinese((await headers()).get('accept-language'));
}
