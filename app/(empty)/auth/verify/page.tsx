import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AuthPanel } from '@/components/auth/auth-panel';
import { VerifyEmailForm } from '@/components/auth/verify-email-form';
import { FormMessage } from '@/components/forms/form-message';
import { verifyQuerySchema } from '@/lib/account/verify-query';
import { authPaths } from '@/lib/auth/auth-paths';
import { firstValues } from '@/lib/auth/login-query';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('verifyEmail');

interface VerifyPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function VerifyEmailPage({ searchParams }: VerifyPageProps) {
  const { token } = verifyQuerySchema.parse(firstValues(await searchParams));
  const [t, login, routes] = await Promise.all([getTranslations('Auth.verify'), getTranslations('Auth.login'), getTranslations('Routes')]);
  return (
    <AuthPanel title={routes('verifyEmail')} lead={t('lead')}>
      {token ? (
        <VerifyEmailForm
          token={token}
          loginPath={authPaths.login}
          text={{ confirm: t('confirm'), confirming: t('confirming'), signIn: t('signIn'), email: login('email'), sendNew: t('sendNew'), newSent: login('verificationResent') }}
        />
      ) : (
        <>
          <FormMessage kind="error">{t('missingToken')}</FormMessage>
          <Link href={authPaths.login}>{t('signIn')}</Link>
        </>
      )}
    </AuthPanel>
  );
}
