import { getTranslations } from 'next-intl/server';
import { pushPublicKey } from '@/lib/notifications/settings';
import { LazyNotificationSwitch } from './lazy-notification-switch';
import { switchText } from './switch-text';

// A file of its own: a server module that imports a client component puts it in the first load of every
// page that imports the module, rendered or not, and the favourites page must get only the lazy switch.

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
