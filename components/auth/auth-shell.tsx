import { getTranslations } from 'next-intl/server';
import { authPaths } from '@/lib/auth/auth-paths';
import type { ShellAccess } from '@/lib/auth/shell-access';
import { getCurrentPlanOffer } from '@/lib/payments/current-offer';
import { LazyPlanUpsellGate } from './lazy-plan-upsell-gate';
import { RouteMemory } from './route-memory';

/**
 * The browser side of sign-in on every page: the remembered route and the upsell dialog (only for users
 * who lack a plan), so visitors and members load little of it.
 */
export function AuthShell({ access }: { access: ShellAccess }) {
  return (
    <>
      <RouteMemory clear={access.passedCheck} />
      {access.upsellViewModes.length > 0 && <PlanUpsell access={access} />}
    </>
  );
}

/** Read only for users who lack the plan: members never pay for the offer's query. */
async function PlanUpsell({ access }: { access: ShellAccess }) {
  const [t, offer] = await Promise.all([getTranslations('Auth.upsell'), getCurrentPlanOffer()]);
  return (
    <LazyPlanUpsellGate
      viewModes={access.upsellViewModes}
      purchasePath={authPaths.purchase}
      text={{ title: t('title'), body: t('body'), price: t('price', {
        // The top page's figures: the regular price, and the campaign's with its end while one runs.
        campaign: offer.campaign && offer.campaignUntil ? 'yes' : 'no',
        price: offer.priceYen,
        regular: offer.regularPriceYen,
        campaignUntil: offer.campaignUntil ?? offer.validUntil,
        until: offer.validUntil,
      }), purchase: t('purchase'), back: t('back') }}
    />
  );
}
