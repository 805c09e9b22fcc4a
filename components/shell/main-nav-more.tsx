'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The phone's "More" button and the list it opens: closed by Escape (focus back on the button), a press
 * elsewhere, focus leaving it, or a link chosen in it.
 */
export function MainNavMore({ label, listId, children }: { label: string; listId: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button ref={buttonRef} type="button" aria-expanded={open} aria-controls={listId} className="nav-more" onClick={() => setOpen(!open)}>
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 transition-transform">
          <path d="M5 7l5 6 5-6z" fill="currentColor" />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="nav-more-list"
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
      >
        {children}
      </ul>
    </div>
  );
}
