import { getTranslations } from 'next-intl/server';
import { authPaths } from '@/lib/auth/auth-paths';
import type { ShellAccess } from '@/lib/auth/shell-access';
import { AuthTokenProvider } from './auth-token-provider';
import { PlanUpsellGate } from './plan-upsell-gate';
import { RouteMemory } from './route-memory';

/**
 * The browser side of sign-in on every page: the remembered route, the /api/v2 token (signed in only) and
 * the upsell dialog (only for users who lack a plan), so visitors and members load little of it.
 */
export async function AuthShell({ access }: { access: ShellAccess }) {
  const t = await getTranslations('Auth.upsell');
  return (
    <>
      <RouteMemory clear={access.passedCheck} />
      {access.user && <AuthTokenProvider userId={access.user.id} />}
      {access.upsellViewModes.length > 0 && (
        <PlanUpsellGate
          viewModes={access.upsellViewModes}
          purchasePath={authPaths.purchase}
          text={{ title: t('title'), body: t('body'), purchase: t('purchase'), back: t('back') }}
        />
      )}
    </>
  );
}
