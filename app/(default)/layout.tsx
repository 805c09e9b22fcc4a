import type { ReactNode } from 'react';
import { SiteShell } from '@/components/shell/site-shell';
import { getCurrentUser } from '@/lib/auth/current-user';

// A visitor's top page is an introduction; a signed-in user starts the app here and gets its menu.
export default async function DefaultLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  return <SiteShell withNavigation={user !== null}>{children}</SiteShell>;
}
