import { getTranslations } from 'next-intl/server';
import { buttonStyles } from '@/components/ui/styles';
import { AuthPanel } from './auth-panel';
import { SignOutForm } from './sign-out-form';

/** Both logout routes of the seed (/auth/msal-logout, /auth/auth2-logout) sign out on arrival. */
export async function LogoutScreen() {
  const [t, routes] = await Promise.all([getTranslations('Auth.logout'), getTranslations('Routes')]);
  return (
    <AuthPanel title={routes('logout')} lead={t('lead')}>
      <SignOutForm automatic className={buttonStyles.outline}>
        {t('signOut')}
      </SignOutForm>
    </AuthPanel>
  );
}
