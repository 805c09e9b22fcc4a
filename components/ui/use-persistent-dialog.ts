import { useCallback, useRef } from 'react';

const nudgeKeyframes: Keyframe[] = [{ scale: '1' }, { scale: '1.03' }, { scale: '1' }];

/**
 * A persistent dialog: outside clicks and Escape are refused, and a 150 ms nudge of the dialog
 * tells the user why nothing happened. Pass `refuseDismissal` to Radix's `onEscapeKeyDown` and
 * `onPointerDownOutside`, and `contentRef` to the content.
 */
export function usePersistentDialog<Element extends HTMLElement>() {
  const contentRef = useRef<Element>(null);
  const refuseDismissal = useCallback((event: Event) => {
    event.preventDefault();
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    contentRef.current?.animate(nudgeKeyframes, { duration: 150, easing: 'ease-in-out' });
  }, []);
  return { contentRef, refuseDismissal };
}
