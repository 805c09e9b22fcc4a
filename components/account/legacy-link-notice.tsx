import { getTranslations } from 'next-intl/server';
import { ProviderSignInButton } from '@/components/auth/provider-sign-in-button';

/**
 * Asks for the old circle-site link and carries the control that makes it. Without the old site's
 * sign-in configured there is no way to link here, so the page does not ask.
 */
export async function LegacyLinkNotice({ linked, available, linkReturnPath }: { linked: boolean; available: boolean; linkReturnPath: string }) {
  if (linked || !available) return null;
  const [t, login] = await Promise.all([getTranslations('Account'), getTranslations('Auth.login')]);
  return (
    <section aria-labelledby="legacy-link-title" className="rounded-xl border-l-4 border-secondary-500 bg-secondary-50 p-4">
      <h2 id="legacy-link-title" className="font-semibold text-slate-900">
        {t('legacyNoticeTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('legacyNotice')}</p>
      <div className="mt-3">
        <ProviderSignInButton provider="legacy" redirectTo={linkReturnPath} label={t('link.legacy')} pendingLabel={login('redirecting')} variant="primary" />
      </div>
    </section>
  );
}
