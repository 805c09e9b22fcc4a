'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useSyncExternalStore, type MouseEvent } from 'react';
import { parseListReturn, storedListReturn } from './list-return';

// The stored address changes only on the list page; this page reads it as it opens.
const unchanging = () => () => undefined;

type NavigationEntries = { entries(): { url: string | null }[]; currentEntry: { index: number } | null };

/** The address of the tab's previous page, where the browser tells it (the Navigation API). */
function previousAddress(): string | null {
  const navigation = (window as { navigation?: NavigationEntries }).navigation;
  const index = navigation?.currentEntry?.index ?? -1;
  const url = index > 0 ? navigation?.entries()[index - 1]?.url : null;
  if (!url) return null;
  const previous = new URL(url);
  return previous.origin === window.location.origin ? `${previous.pathname}${previous.search}` : null;
}

/**
 * "Back to the circle list" as the member left it: the keyword, the filters and the page, and the place
 * in it. Where the list is the page before this one, the browser goes back (and puts the list where it
 * was); otherwise the list is opened again at the remembered address and scrolled there.
 */
export function BackToListLink({ label }: { label: string }) {
  const router = useRouter();
  const stored = useSyncExternalStore(unchanging, storedListReturn, () => null);
  const back = useMemo(() => parseListReturn(stored), [stored]);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!back || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (previousAddress() === back.address) return window.history.back();
    router.push(back.address, { scroll: false });
    // The list arrives from the server; its place is restored once it is drawn.
    const { scrollY } = back;
    const restore = (tries: number) => {
      if (window.location.pathname === '/circle/list' && document.documentElement.scrollHeight >= scrollY + window.innerHeight) return window.scrollTo(0, scrollY);
      if (tries > 0) window.setTimeout(() => restore(tries - 1), 100);
    };
    restore(50);
  };

  return (
    <a href={back?.address ?? '/circle/list'} onClick={open} className="text-sm font-semibold">
      ← {label}
    </a>
  );
}
