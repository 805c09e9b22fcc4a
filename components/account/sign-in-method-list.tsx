import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ProviderSignInButton } from '@/components/auth/provider-sign-in-button';
import type { SignInMethod } from '@/lib/account/sign-in-methods';
import type { SignInOptions } from '@/lib/auth/sign-in-options';

type LinkableProvider = 'google' | 'idp';

const knownMethods = new Set(['password', 'google', 'idp', 'legacy']);

/**
 * The linked sign-in methods, and a button for each configured one that is not linked yet. The old
 * circle-site link has its own notice (LegacyLinkNotice); once made, it is listed here with the way to undo it.
 */
export async function SignInMethodList({
  methods,
  options,
  linkReturnPath,
}: {
  methods: readonly SignInMethod[];
  options: SignInOptions;
  linkReturnPath: string;
}) {
  const [t, login] = await Promise.all([getTranslations('Account'), getTranslations('Auth.login')]);
  const has = (provider: string) => methods.some((method) => method.provider === provider);
  const providerName = options.identityProvider?.name ?? t('methods.idp');
  const linkable: { provider: LinkableProvider; label: string }[] = [
    ...(options.google && !has('google') ? [{ provider: 'google' as const, label: t('link.google') }] : []),
    ...(options.identityProvider && !has('idp') ? [{ provider: 'idp' as const, label: t('link.idp', { name: providerName }) }] : []),
  ];
  return (
    <div className="grid max-w-xl gap-4">
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {methods.map((method) => (
          <li key={`${method.provider}-${method.linkedAt}`} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
            <span className="font-medium text-slate-900">
              {knownMethods.has(method.provider) ? t(`methods.${method.provider as LinkableProvider | 'legacy' | 'password'}`) : method.provider}
              {method.email && <span className="ml-2 font-normal text-slate-600">{t('legacyAccount', { email: method.email })}</span>}
            </span>
            <span className="text-sm text-slate-600">{t('linkedSince', { date: new Date(method.linkedAt) })}</span>
          </li>
        ))}
      </ul>
      {has('legacy') && (
        <p className="text-sm text-slate-600">
          {t.rich('legacyUnlinkHint', { inquiry: (chunks) => <Link href="/docs/inquiry" className="underline">{chunks}</Link> })}
        </p>
      )}
      {linkable.map(({ provider, label }) => (
        <ProviderSignInButton
          key={provider}
          provider={provider}
          redirectTo={linkReturnPath}
          label={label}
          pendingLabel={login('redirecting')}
          variant="outline"
        />
      ))}
    </div>
  );
}
