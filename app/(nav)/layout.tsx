import type { ReactNode } from 'react';
import { SiteShell } from '@/components/shell/site-shell';

export default function NavLayout({ children }: { children: ReactNode }) {
  return <SiteShell withNavigation>{children}</SiteShell>;
}
