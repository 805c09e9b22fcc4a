'use client';

import { useId, useState } from 'react';

/**
 * A stop's "Wall" or "Shutter" badge that explains itself: a tap or the keyboard's focus shows what it
 * means under it, a tap elsewhere, leaving it or Escape hides it; screen readers hear it as the badge's
 * description either way.
 */
export function SpaceBadge({ label, explanation }: { label: string; explanation: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        className="ml-1 inline-flex min-h-11 items-center px-1 align-middle"
      >
        <span className="rounded bg-amber-100 px-1.5 py-0.5 font-sans text-xs font-semibold text-amber-900 underline decoration-dotted underline-offset-2">{label}</span>
      </button>
      <span id={id} hidden={!open} className="mt-1 block rounded-md border border-amber-300 bg-amber-50 p-2 font-sans text-sm text-slate-800">
        {explanation}
      </span>
    </>
  );
}
