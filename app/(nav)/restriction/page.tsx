import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdultContentSwitch } from '@/components/restriction/adult-content-switch';
import { FirstBirthdateForm } from '@/components/restriction/first-birthdate-form';
import { UnderAgeSignUp } from '@/components/restriction/under-age-sign-up';
import { buttonStyles } from '@/components/ui/styles';
import { AFTER_UNDER_AGE_SIGN_UP } from '@/lib/account/links';
import { authPaths } from '@/lib/auth/auth-paths';
import { guardPage } from '@/lib/auth/guard-page';
import { restrictionReason } from '@/lib/auth/restriction-reason';
import { hasAcceptedCookies } from '@/lib/consent/has-accepted-cookies';
import { birthdateText } from '@/components/forms/birthdate-text';
import { routeForViewMode } from '@/lib/routes';
import { todayInJapan } from '@/lib/time/japan-time';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Restriction');
  return { title: t('title'), robots: { index: false } };
}

const catalogueEntry = routeForViewMode('CIRCLE_LIST').pattern;

export default async function RestrictionPage({ searchParams }: { searchParams: Promise<{ after?: string | string[] }> }) {
  const { user } = await guardPage('RESTRICTION');
  const today = todayInJapan();
  const reason = restrictionReason(user, today);
  const underAgeSignUp = reason === 'signedOut' && (await searchParams).after === AFTER_UNDER_AGE_SIGN_UP;
  const [t, account, birthdate, cookiesAccepted] = await Promise.all([
    getTranslations('Restriction'),
    getTranslations('Account'),
    birthdateText(),
    hasAcceptedCookies(),
  ]);
  const consentMissing = !cookiesAccepted || (user !== null && !user.termsAccepted);
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 px-4 py-8 md:py-12">
      <h1 className="text-2xl font-bold text-slate-900">{reason === 'none' ? t('cleared') : underAgeSignUp ? t('underAgeSignUpTitle') : t('message')}</h1>
      {underAgeSignUp && <UnderAgeSignUp />}
      {reason === 'signedOut' && !underAgeSignUp && (
        <p className="text-slate-700">
          {t('reasonSignedOut')}{' '}
          <Link href={authPaths.login} className="font-medium text-primary-700 underline">
            {t('signIn')}
          </Link>
        </p>
      )}
      {reason === 'noBirthdate' && (
        <>
          <p className="text-slate-700">{t('reasonNoBirthdate')}</p>
          <FirstBirthdateForm text={{ birthdate, save: t('saveBirthdate'), saving: t('saving') }} currentYear={Number(today.slice(0, 4))} />
        </>
      )}
      {reason === 'underAge' && <p className="text-slate-700">{t('reasonUnderAge')}</p>}
      {reason === 'adultHidden' && (
        <>
          <p className="text-slate-700">{t('reasonAdultHidden')}</p>
          <AdultContentSwitch
            next={catalogueEntry}
            text={{ showAdult: account('showAdult'), showAdultHint: account('showAdultHint'), save: t('switchOn'), saving: t('saving') }}
          />
        </>
      )}
      {reason === 'none' && (
        <p>
          <Link href={catalogueEntry} className={buttonStyles.primary}>
            {t('openCatalogue')}
          </Link>
        </p>
      )}
      {consentMissing && <p className="text-slate-700">{t('reasonConsent')}</p>}
      <p>
        <Link href="/" className="font-medium text-primary-700 underline">
          {t('backToTop')}
        </Link>
      </p>
    </div>
  );
}
