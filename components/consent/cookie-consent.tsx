import { getTranslations } from 'next-intl/server';
import { hasAcceptedCookies } from '@/lib/consent/has-accepted-cookies';
import { LazyCookieConsentDialog } from './lazy-cookie-consent-dialog';

const termsPath = '/docs/terms';
// The restriction page names a missing consent as one of its reasons: the dialog docks under it there.

export async function CookieConsent() {
  if (await hasAcceptedCookies()) return null;
  const t = await getTranslations('Consent');
  return (
    <LazyCookieConsentDialog
      title={t('title')}
      description={t.rich('body', {
        // A plain link: the notice is also part of the not-found element every page loads, and a
        // next/link here put the router's link code into that chunk a second time (decision 017).
        terms: (chunks) => (
          <a href={termsPath} className="font-semibold underline">
            {chunks}
          </a>
        ),
      })}
      acceptLabel={t('accept')}
      readablePaths={[termsPath, '/docs/privacy', '/restriction']}
    />
  );
}
