import 'server-only';
import { getLocale } from 'next-intl/server';
import { guardPage } from '@/lib/auth/guard-page';
import { mayViewAdult } from '@/lib/auth/permissions';
import type { AppLocale } from '@/lib/i18n/locales';
import { todayInJapan } from '@/lib/time/japan-time';
import type { GroupPageViewer } from './group-view';

/** The page guard of a group screen; null when the member lacks the plan (the shell offers it). */
export async function groupPageViewer(viewMode: 'GROUPS' | 'GROUP' | 'GROUP_SETTLE'): Promise<GroupPageViewer | null> {
  const access = await guardPage(viewMode);
  if (access.access === 'upsell') return null;
  return { userId: access.user.id, mayViewAdult: mayViewAdult(access.user, todayInJapan()), locale: (await getLocale()) as AppLocale };
}
