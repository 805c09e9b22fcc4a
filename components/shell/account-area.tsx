import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SignOutForm } from '@/components/auth/sign-out-form';
import { authPaths } from '@/lib/auth/auth-paths';
import { getCurrentUser } from '@/lib/auth/guards';

/** Sign-in for visitors; for a signed-in user the display status (first known role), settings and sign-out. */
export async function AccountArea() {
  const [user, shell, account] = await Promise.all([getCurrentUser(), getTranslations('Shell'), getTranslations('Account')]);
  if (!user) {
    return (
      <Link href={authPaths.login} className="text-sm font-semibold whitespace-nowrap">
        {shell('signIn')}
      </Link>
    );
  }
  return (
    <div role="group" aria-label={shell('accountArea')} className="flex items-center gap-2">
      <Link href={authPaths.settings} className="flex min-w-0 items-center gap-2 text-sm no-underline hover:no-underline">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${
            user.displayStatus ? 'bg-primary-100 text-primary-800' : 'bg-slate-100 text-slate-700'
          }`}
        >
          <span className="sr-only">{account('statusLabel')}: </span>
          {account(`status.${user.displayStatus ?? 'none'}`)}
        </span>
        <span className="hidden max-w-40 truncate font-medium text-slate-800 sm:inline">{user.nickname}</span>
      </Link>
      <SignOutForm className="rounded-md px-2 py-1 text-sm font-semibold whitespace-nowrap text-primary-700 hover:bg-primary-50">
        {shell('signOut')}
      </SignOutForm>
    </div>
  );
}
