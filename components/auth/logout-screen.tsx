import { getTranslations } from 'next-intl/server';
import { buttonStyles } from '@/components/ui/styles';
import { AuthPanel } from './auth-panel';
import { SignOutForm } from './sign-out-form';

/**
 * Both logout routes (/auth/msal-logout, /auth/auth2-logout). They ask first: a visit alone,
 * which any other site can cause, signs nobody out.
 */
export async function LogoutScreen() {
  const [t, routes, shell] = await Promise.all([getTranslations('Auth.logout'), getTranslations('Routes'), getTranslations('Shell')]);
  return (
    <AuthPanel title={routes('logout')} lead={`${t('lead')} ${shell('signOutNote')}`}>
      <SignOutForm className={buttonStyles.outline} note={shell('signOutNote')}>
        {t('signOut')}
      </SignOutForm>
    </AuthPanel>
  );
}
