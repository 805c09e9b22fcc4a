import { getTranslations } from 'next-intl/server';
import { AuthPanel } from '@/components/auth/auth-panel';
import { PasswordResetForm } from '@/components/auth/password-reset-form';
import { authPaths } from '@/lib/auth/auth-paths';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('resetPassword');

export default async function ResetPasswordPage() {
  const [t, signUp, routes] = await Promise.all([getTranslations('Auth.reset'), getTranslations('Auth.signUp'), getTranslations('Routes')]);
  return (
    <AuthPanel title={routes('resetPassword')} lead={t('lead')}>
      <PasswordResetForm
        loginPath={authPaths.login}
        text={{
          email: t('email'),
          requestCode: t('requestCode'),
          requesting: t('requesting'),
          haveCode: t('haveCode'),
          codeSent: t('codeSent', { email: '{email}' }),
          code: t('code'),
          newPassword: t('newPassword'),
          passwordHint: signUp('passwordHint'),
          passwordRepeat: t('passwordRepeat'),
          submit: t('submit'),
          submitting: t('submitting'),
          otherAddress: t('otherAddress'),
          done: t('done'),
          signIn: t('signIn'),
        }}
      />
    </AuthPanel>
  );
}
