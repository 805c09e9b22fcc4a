'use client';

import { useEffect, useRef } from 'react';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches('textarea, select, input:not([type=checkbox], [type=radio], [type=button], [type=submit], [type=reset])');
}

/**
 * Keys 1-9 set the colour of the circle that has the focus. `circleAt` finds that circle from the focused
 * element (null: the key is not ours). Typing in a field, and keys with a modifier, are left alone.
 */
export function useNumberKeys(circleAt: (target: Element) => number | null, onColor: (circleId: number, color: number) => void): void {
  const latest = useRef({ circleAt, onColor });
  useEffect(() => {
    latest.current = { circleAt, onColor };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !/^[1-9]$/.test(event.key) || isEditable(event.target)) return;
      const target = event.target instanceof Element ? event.target : document.activeElement;
      const circleId = target ? latest.current.circleAt(target) : null;
      if (circleId === null) return;
      event.preventDefault();
      latest.current.onColor(circleId, Number(event.key));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
