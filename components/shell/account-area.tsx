import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SignOutForm } from '@/components/auth/sign-out-form';
import { authPaths } from '@/lib/auth/auth-paths';
import { getCurrentUser } from '@/lib/auth/current-user';
import { html } from '@/lib/html/safe-html';
import { MarkupOnce } from '@/components/html/markup-once';

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
  // Static: sent once as markup (MarkupOnce), the link navigating with the router; the wrapper takes no box.
  // The header is full at common widths (menu, language, status), so the nickname appears only on wide
  // screens, the status is an icon below 600 px and sign-out one below 1920 px; all keep their names for
  // screen readers.
  const settingsLink = html`<a href="${authPaths.settings}" title="${routes('settings')}" class="hd-settings"><svg aria-hidden="true" viewBox="0 0 20 20" class="size-6 text-primary-700 sm:hidden"><circle cx="10" cy="6.5" r="3.5" fill="none" stroke="currentColor" stroke-width="1.8"></circle><path d="M3.5 17.5c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"></path></svg><span class="sr-only sm:hidden">${account('statusLabel')}: ${status}</span><span class="hd-status ${
    user.displayStatus ? 'bg-primary-100 text-primary-800' : 'bg-slate-100 text-slate-700'
  }"><span class="sr-only">${account('statusLabel')}: </span>${status}</span><span class="hd-nickname">${user.nickname}</span></a>`;
  return (
    <div role="group" aria-label={shell('accountArea')} className="flex items-center gap-1 sm:gap-2">
      <MarkupOnce as="div" className="contents" markup={settingsLink} />
      {/* Its icon comes from the style sheet (.hd-signout::before): this element goes out twice. */}
      <SignOutForm title={shell('signOut')} note={shell('signOutNote')} className="hd-signout">
        <span className="sr-only xl:not-sr-only">{shell('signOut')}</span>
      </SignOutForm>
    </div>
  );
}
