import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SignOutForm } from '@/components/auth/sign-out-form';
import { authPaths } from '@/lib/auth/auth-paths';
import { getCurrentUser } from '@/lib/auth/current-user';

/** Sign-in for visitors; for a signed-in user the display status (first known role), settings and sign-out. */
export async function AccountArea() {
  const [user, shell, account, routes] = await Promise.all([
    getCurrentUser(),
    getTranslations('Shell'),
    getTranslations('Account'),
    getTranslations('Routes'),
  ]);
  if (!user) {
    return (
      <Link href={authPaths.login} className="text-sm font-semibold whitespace-nowrap">
        {shell('signIn')}
      </Link>
    );
  }
  const status = account(`status.${user.displayStatus ?? 'none'}`);
  // The header is full at common widths (menu, language, status), so the nickname appears only on wide
  // screens, the status is an icon below 600 px and sign-out one below 1920 px; all keep their names for
  // screen readers.
  return (
    <div role="group" aria-label={shell('accountArea')} className="flex items-center gap-1 sm:gap-2">
      <Link href={authPaths.settings} title={routes('settings')} className="hd-settings">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-6 text-primary-700 sm:hidden">
          <circle cx="10" cy="6.5" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M3.5 17.5c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span className="sr-only sm:hidden">
          {account('statusLabel')}: {status}
        </span>
        <span className={`hd-status ${user.displayStatus ? 'bg-primary-100 text-primary-800' : 'bg-slate-100 text-slate-700'}`}>
          <span className="sr-only">{account('statusLabel')}: </span>
          {status}
        </span>
        <span className="hd-nickname">{user.nickname}</span>
      </Link>
      {/* Its icon comes from the style sheet (.hd-signout::before). */}
      <SignOutForm title={shell('signOut')} note={shell('signOutNote')} className="hd-signout">
        <span className="sr-only xl:not-sr-only">{shell('signOut')}</span>
      </SignOutForm>
    </div>
  );
}
