import { getTranslations } from 'next-intl/server';
import type { NotificationSwitchText } from './notification-switch';

/** The device switch's texts, in the member's language. */
export async function switchText(): Promise<NotificationSwitchText> {
  const t = await getTranslations('Notifications.settings');
  return { turnOn: t('turnOn'), turnOff: t('turnOff'), working: t('working'), on: t('on'), off: t('off'), denied: t('denied'), unsupported: t('unsupported'), iphone: t('iphone'), failed: t('failed') };
}
