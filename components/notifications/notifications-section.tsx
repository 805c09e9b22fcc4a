import { getTranslations } from 'next-intl/server';
import { SettingsSection } from '@/components/account/settings-section';
import { loadNotificationChoices, pushPublicKey } from '@/lib/notifications/settings';
import { NotificationChoicesForm } from './notification-choices-form';
import { LazyNotificationSwitch } from './lazy-notification-switch';
import { NotificationSwitch, type NotificationSwitchText } from './notification-switch';

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

async function switchText(): Promise<NotificationSwitchText> {
  const t = await getTranslations('Notifications.settings');
  return { turnOn: t('turnOn'), turnOff: t('turnOff'), working: t('working'), on: t('on'), off: t('off'), denied: t('denied'), unsupported: t('unsupported'), iphone: t('iphone'), failed: t('failed') };
}

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

/** The favourites page's offer: the same switch, under the favourites' own words. */
export async function FavoritesNotificationOffer() {
  const publicKey = pushPublicKey();
  if (!publicKey) return null;
  const [t, text] = await Promise.all([getTranslations('Notifications'), switchText()]);
  return (
    <section aria-label={t('settings.heading')} className="mt-4 rounded-lg border border-slate-200 p-4">
      <LazyNotificationSwitch publicKey={publicKey} text={{ ...text, turnOn: t('favoritesPrompt') }} />
      <a href="/account/settings#settings-notifications" className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 underline">
        {t('chooseKinds')}
      </a>
    </section>
  );
}
