import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { AuthPanel } from '@/components/auth/auth-panel';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { authPaths } from '@/lib/auth/auth-paths';
import { birthdateText } from '@/components/forms/birthdate-text';
import { landingMetadata } from '@/lib/i18n/route-metadata';
import { todayInJapan } from '@/lib/time/japan-time';

export const generateMetadata = () => landingMetadata('signUp');

// The cookie policy is the cookie section of the privacy policy.
const cookiePolicyPath = '/docs/privacy#section-cookies';

// In a new tab, so that reading the terms does not lose what was typed into the form.
function DocumentLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" className="font-semibold underline">
      {children}
    </Link>
  );
}

export default async function SignUpPage() {
  const [t, routes, account, birthdate] = await Promise.all([
    getTranslations('Auth.signUp'),
    getTranslations('Routes'),
    getTranslations('Account'),
    birthdateText(),
  ]);
  return (
    <AuthPanel title={routes('signUp')} lead={t('lead')}>
      <SignUpForm
        currentYear={Number(todayInJapan().slice(0, 4))}
        text={{
          email: t('email'),
          password: t('password'),
          passwordHint: t('passwordHint'),
          passwordRepeat: t('passwordRepeat'),
          showAdult: account('showAdult'),
          showAdultHint: account('showAdultHint'),
          acceptTerms: t.rich('acceptTerms', { terms: (chunks) => <DocumentLink href="/docs/terms">{chunks}</DocumentLink> }),
          acceptCookiePolicy: t.rich('acceptCookiePolicy', { cookies: (chunks) => <DocumentLink href={cookiePolicyPath}>{chunks}</DocumentLink> }),
          submit: t('submit'),
          submitting: t('submitting'),
          errorSummary: t('errorSummary'),
          checkMailHeading: t('checkMailHeading'),
          checkMail: t('checkMail', { email: '{email}' }),
          noMail: t('noMail'),
          birthdate,
        }}
      />
      <p className="text-sm">
        {t('haveAccount')} <Link href={authPaths.login}>{t('signIn')}</Link>
      </p>
    </AuthPanel>
  );
}
