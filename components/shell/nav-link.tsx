'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

export function NavLink({ href, children, onNavigate }: { href: string; children: ReactNode; onNavigate?: () => void }) {
  const pathname = usePathname();
  const current = pathname === href;
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
      className={`block rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap no-underline hover:bg-primary-50 hover:no-underline ${
        current ? 'bg-primary-50 text-primary-800' : 'text-slate-700'
      }`}
    >
      {children}
    </Link>
  );
}
