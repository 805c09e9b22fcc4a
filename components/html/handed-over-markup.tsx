'use client';

import { useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import { readHandedOverMarkup } from '@/lib/html/markup-handoff';

// In the browser: the markup each element of this document was loaded with, read once from the page, so
// the element stays the same when the router shows this page again (back and forward).
const loadedWith = new Map<string, string>();

/**
 * The markup handed over under `token`: from the hand-off on the server, from the loaded page in the
 * browser. The same on every render, so that a re-render or React's strict double render keeps it.
 */
function handedOverMarkup(token: string): string {
  if (typeof document === 'undefined') return readHandedOverMarkup(token);
  let markup = loadedWith.get(token);
  if (markup === undefined) {
    markup = document.querySelector(`[data-markup="${CSS.escape(token)}"]`)?.innerHTML ?? '';
    loadedWith.set(token, markup);
  }
  return markup;
}

/** A click on a link of the markup that a router navigation can serve: same site, plain left click, no target. */
function routerTarget(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element).closest('a');
  if (!link || !event.currentTarget.contains(link) || link.target !== '' || link.hasAttribute('download')) return null;
  if (link.origin !== window.location.origin) return null;
  return `${link.pathname}${link.search}${link.hash}`;
}

/** A click handler for server markup whose links navigate with the router, as `next/link` would. */
function useRouterLinks(): (event: MouseEvent<HTMLElement>) => void {
  const router = useRouter();
  return (event) => {
    const href = routerTarget(event);
    if (href === null) return;
    event.preventDefault();
    router.push(href);
  };
}

type HandedOverMarkupProps = {
  /** On a page load: the token of the hand-off (the markup goes out once, in the HTML). */
  token?: string;
  /** Otherwise (a navigation's data has no HTML): the markup itself. */
  markup?: string;
  /** The element that holds the markup: a list for rows. */
  as?: 'div' | 'ol';
  id?: string;
  className?: string;
  label?: string;
};

/**
 * An element whose content is server markup sent once (decision 016), drawn by `MarkupOnce` only. Its
 * links navigate with the router, as `next/link` would, so that a click keeps the page's state instead
 * of loading a new document.
 */
export function HandedOverMarkup({ token, markup, as: Element = 'div', id, className, label }: HandedOverMarkupProps) {
  const followLink = useRouterLinks();
  const html = token !== undefined ? handedOverMarkup(token) : (markup ?? '');
  return <Element id={id} className={className} aria-label={label} data-markup={token} onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} />;
}
