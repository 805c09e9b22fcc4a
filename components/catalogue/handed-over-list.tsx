'use client';

import { useState } from 'react';
import { handedOverMarkup } from '@/components/html/handed-over-markup';

/**
 * A list whose rows are server markup that travels once, in the HTML: the server renders it from the
 * hand-off, and the browser takes it from the page it hydrates instead of from the page's data.
 */
export function HandedOverList({ token, id, className, label }: { token: string; id?: string; className: string; label: string }) {
  const [markup] = useState(() => handedOverMarkup(token));
  return <ol id={id} className={className} aria-label={label} data-markup={token} dangerouslySetInnerHTML={{ __html: markup }} />;
}
