import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AuthPanel } from '@/components/auth/auth-panel';
import { PasswordSignInForm } from '@/components/auth/password-sign-in-form';
import { RememberCallbackRoute } from '@/components/auth/remember-callback-route';
import { LegacySignIn, SignInMethods } from '@/components/auth/sign-in-methods';
import { FormMessage } from '@/components/forms/form-message';
import { authPaths, callbackUrlParam } from '@/lib/auth/auth-paths';
import { firstValues, loginQuerySchema } from '@/lib/auth/login-query';
import { loginErrorMessageKey } from '@/lib/auth/sign-in-codes';
import { signInOptions } from '@/lib/auth/sign-in-options';
import { landingMetadata } from '@/lib/i18n/route-metadata';
import { translateErrorKey } from '@/lib/i18n/server-error-message';

export const generateMetadata = () => landingMetadata('login');

interface LoginPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function LoginPage({ searchParams }: LoginPageProps) {
  const query = loginQuerySchema.parse(firstValues(await searchParams));
  const [t, routes] = await Promise.all([getTranslations('Auth.login'), getTranslations('Routes')]);
  const errorKey = loginErrorMessageKey(query.error, query.code);
  const callbackUrl = query[callbackUrlParam];
  // Every way in returns through the sign-in return page, which knows the remembered route.
  const redirectTo = callbackUrl ? `${authPaths.signInReturn}?${new URLSearchParams({ [callbackUrlParam]: callbackUrl })}` : authPaths.signInReturn;
  const options = signInOptions();
  const legacyFirst = query.provider === 'legacy' && options.legacy;

  return (
    <AuthPanel title={routes('login')} lead={callbackUrl ? t('returnNotice') : t('lead')}>
      {callbackUrl && <RememberCallbackRoute />}
      {errorKey && <FormMessage kind="error">{await translateErrorKey(errorKey)}</FormMessage>}
      {legacyFirst && <LegacySignIn redirectTo={redirectTo} highlighted />}
      <PasswordSignInForm
        redirectTo={redirectTo}
        text={{
          email: t('email'),
          password: t('password'),
          submit: t('submit'),
          submitting: t('submitting'),
          resendVerification: t('resendVerification'),
          verificationResent: t('verificationResent'),
        }}
      />
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <Link href={authPaths.resetPassword}>{t('forgotPassword')}</Link>
        <span>
          {t('noAccount')} <Link href={authPaths.signUp}>{t('signUp')}</Link>
        </span>
      </p>
      <SignInMethods options={options} redirectTo={redirectTo} />
      {options.legacy && !legacyFirst && <LegacySignIn redirectTo={redirectTo} highlighted={false} />}
    </AuthPanel>
  );
}
