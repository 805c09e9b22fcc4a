'use client';

import { useEffect, useState } from 'react';

type Props = {
  /** The canonical search string: a new one means the user searched, filtered or paged. */
  search: string;
  /** What to say then, already translated: how many were found, and the page. */
  announcement: string;
  headingId: string;
  listId: string;
  /** Focus stays where the user is working (typing a keyword, changing a filter beside the list). */
  keepFocusWithin: string;
};

/**
 * After a search or a page change (a client navigation keeps this component), says how many were
 * found in a polite live region and brings the first result into view. It says nothing on the first
 * load: the page starts at the top, with the results under the keyword box.
 */
export function ResultsAnnouncer({ search, announcement, headingId, listId, keepFocusWithin }: Props) {
  const [first] = useState(search);
  const [moved, setMoved] = useState(false);
  if (!moved && search !== first) setMoved(true);

  useEffect(() => {
    if (!moved) return;
    const heading = document.getElementById(headingId);
    const firstResult = document.getElementById(listId)?.firstElementChild ?? heading;
    const box = firstResult?.getBoundingClientRect();
    if (heading && box && (box.top < 0 || box.bottom > window.innerHeight)) heading.scrollIntoView({ block: 'start' });
    // After the sheet closes (its focus returns in a task of its own), or a click on a page link.
    const timer = setTimeout(() => {
      if (!document.activeElement?.closest(keepFocusWithin)) heading?.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [moved, search, headingId, listId, keepFocusWithin]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {moved ? announcement : ''}
    </p>
  );
}
