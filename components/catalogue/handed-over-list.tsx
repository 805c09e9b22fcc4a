'use client';

import { useState } from 'react';
import { takeHandedOverMarkup } from '@/lib/html/markup-handoff';

// In the browser: the markup each list of this document was loaded with, read once from the page, so
// the list stays the same when the router shows this page again (back and forward).
const loadedWith = new Map<string, string>();

function markupOf(token: string): string {
  if (typeof document === 'undefined') return takeHandedOverMarkup(token);
  let markup = loadedWith.get(token);
  if (markup === undefined) {
    markup = document.querySelector(`ol[data-markup="${CSS.escape(token)}"]`)?.innerHTML ?? '';
    loadedWith.set(token, markup);
  }
  return markup;
}

/**
 * A list whose rows are server markup that travels once, in the HTML: the server renders it from the
 * hand-off, and the browser takes it from the page it hydrates instead of from the page's data.
 */
export function HandedOverList({ token, id, className, label }: { token: string; id?: string; className: string; label: string }) {
  const [markup] = useState(() => markupOf(token));
  return <ol id={id} className={className} aria-label={label} data-markup={token} dangerouslySetInnerHTML={{ __html: markup }} />;
}
