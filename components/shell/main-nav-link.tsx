'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/** A main menu link, marked as the current page when the router shows its path. */
export function MainNavLink({ href, children }: { href: string; children: ReactNode }) {
  const current = usePathname() === href;
  return (
    <Link href={href} className="nav-link" aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
