import { getTranslations } from 'next-intl/server';
import type { SignInOptions } from '@/lib/auth/sign-in-options';
import { ProviderSignInButton } from './provider-sign-in-button';

/** Google and the identity provider, each only when configured. */
export async function SignInMethods({ options, redirectTo }: { options: SignInOptions; redirectTo: string }) {
  if (!options.google && !options.identityProvider) return null;
  const t = await getTranslations('Auth.login');
  const providerName = options.identityProvider?.name ?? t('identityProviderDefault');
  return (
    <section aria-labelledby="sign-in-other" className="grid gap-3">
      <h2 id="sign-in-other" className="text-sm font-semibold text-slate-600">
        {t('otherMethods')}
      </h2>
      {options.google && (
        <ProviderSignInButton provider="google" redirectTo={redirectTo} label={t('withGoogle')} pendingLabel={t('redirecting')} />
      )}
      {options.identityProvider && (
        <ProviderSignInButton
          provider="idp"
          redirectTo={redirectTo}
          label={t('withProvider', { name: providerName })}
          pendingLabel={t('redirecting')}
        />
      )}
    </section>
  );
}

export async function LegacySignIn({ redirectTo, highlighted }: { redirectTo: string; highlighted: boolean }) {
  const t = await getTranslations('Auth.login');
  return (
    <section
      aria-labelledby="sign-in-legacy"
      className={`grid gap-3 rounded-xl border p-4 ${highlighted ? 'border-primary-600 bg-primary-50' : 'border-slate-200'}`}
    >
      <h2 id="sign-in-legacy" className="font-semibold text-slate-900">
        {t('legacyHeading')}
      </h2>
      <ProviderSignInButton
        provider="legacy"
        redirectTo={redirectTo}
        label={t('legacy')}
        pendingLabel={t('redirecting')}
        variant={highlighted ? 'primary' : 'outline'}
      />
      <p className="text-sm text-slate-600">{t('legacyNote')}</p>
    </section>
  );
}
