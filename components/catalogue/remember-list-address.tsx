'use client';

import { useEffect } from 'react';
import { rememberListReturn } from './list-return';

/**
 * On the circle list: a row opened (by its name, its cut or anywhere on it) remembers the list's address
 * and scroll position, for the circle page's way back. Renders nothing.
 */
export function RememberListAddress() {
  useEffect(() => {
    const opened = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="/circle/"]');
      if (!link || link.getAttribute('href')?.startsWith('/circle/list')) return;
      rememberListReturn({ address: `${window.location.pathname}${window.location.search}`, scrollY: window.scrollY });
    };
    document.addEventListener('click', opened, true);
    return () => document.removeEventListener('click', opened, true);
  }, []);
  return null;
}
