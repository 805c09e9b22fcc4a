import { getTranslations } from 'next-intl/server';
import { SettingsSection } from '@/components/account/settings-section';
import { loadNotificationChoices, pushPublicKey } from '@/lib/notifications/settings';
import { NotificationChoicesForm } from './notification-choices-form';
import { NotificationSwitch } from './notification-switch';
import { switchText } from './switch-text';

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;


/** The settings page's notifications: this device on or off, and what the member wants to hear of. */
export async function NotificationsSection({ userId }: { userId: string }) {
  const [t, choices, text] = await Promise.all([getTranslations('Notifications.settings'), loadNotificationChoices(userId), switchText()]);
  const publicKey = pushPublicKey();
  return (
    <SettingsSection id="notifications" title={t('heading')} lead={t('lead')}>
      {publicKey ? (
        <div className="grid gap-6">
          <NotificationSwitch publicKey={publicKey} text={text} />
          <NotificationChoicesForm
            initial={{ ...choices, quiet: choices.quiet && { start: hhmm(choices.quiet.start), end: hhmm(choices.quiet.end) } }}
            save={{ idle: t('save'), pending: t('saving'), done: t('saved') }}
            text={{ kinds: t('kinds'), catalogue: t('catalogue'), groups: t('groups'), eventDays: t('eventDays'), quietHours: t('quietHours'), quietOn: t('quietOn'), quietFrom: t('quietFrom'), quietUntil: t('quietUntil') }}
          />
        </div>
      ) : (
        <p className="text-slate-700">{t('notConfigured')}</p>
      )}
    </SettingsSection>
  );
}
