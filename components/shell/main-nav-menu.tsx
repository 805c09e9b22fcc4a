'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { handedOverMarkup, useRouterLinks } from '@/components/html/handed-over-markup';

/** The menu's markup with the link to `path` marked as the current page, and no other. */
export function markCurrentPage(markup: string, path: string): string {
  return markup
    .replaceAll(' aria-current="page"', '')
    .replace(/<a class="nav-link" href="([^"]*)"/g, (tag: string, href: string) => (href === path ? `${tag} aria-current="page"` : tag));
}

/**
 * The main menu's behaviour over its server markup (components/shell/main-nav.tsx): the current page's
 * mark, which follows the router, the "More" list (opened by its button, closed by Escape, a press
 * elsewhere, focus leaving it or a link chosen) and router navigation for its links.
 */
export function MainNavMenu({ label, token, markup }: { label: string; token?: string; markup?: string }) {
  const followLink = useRouterLinks();
  const pathname = usePathname();
  const navRef = useRef<HTMLElement>(null);
  // Marked for the page first shown; later pages change the attributes in place, so that the markup
  // (and the focus on a link just chosen) stays.
  const [firstPath] = useState(pathname);
  const content = markCurrentPage(token !== undefined ? handedOverMarkup(token) : (markup ?? ''), firstPath);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    for (const link of nav.querySelectorAll<HTMLAnchorElement>('a.nav-link')) {
      if (link.getAttribute('href') === pathname) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }, [pathname, content]);

  useEffect(() => {
    const nav = navRef.current;
    const button = nav?.querySelector<HTMLButtonElement>('.nav-more');
    const list = nav?.querySelector<HTMLElement>('.nav-more-list');
    const container = button?.parentElement;
    if (!button || !list || !container) return;
    const setOpen = (open: boolean) => {
      button.setAttribute('aria-expanded', String(open));
      list.hidden = !open;
    };
    const isOpen = () => !list.hidden;
    const onButton = () => setOpen(!isOpen());
    const onPointer = (event: PointerEvent) => {
      if (isOpen() && event.target instanceof Node && !container.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isOpen()) return;
      setOpen(false);
      button.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node) || !container.contains(event.relatedTarget)) setOpen(false);
    };
    const onLink = (event: MouseEvent) => {
      if ((event.target as Element).closest('a')) setOpen(false);
    };
    button.addEventListener('click', onButton);
    list.addEventListener('click', onLink);
    container.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      setOpen(false);
      button.removeEventListener('click', onButton);
      list.removeEventListener('click', onLink);
      container.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [content]);

  return (
    <nav
      ref={navRef}
      aria-label={label}
      data-markup={token}
      onClick={followLink}
      dangerouslySetInnerHTML={{ __html: content }}
    />
  );
}
