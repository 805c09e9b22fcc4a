'use client';

import { useRef, useState, type PointerEvent } from 'react';

export type ImageView = { scale: number; x: number; y: number };
const START: ImageView = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 5;
// A swipe is a sideways move of this many CSS pixels with the image at its fitted size.
const SWIPE_PX = 50;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(1, scale));
type Point = { x: number; y: number };
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Pinch to zoom (two pointers), drag to pan a zoomed image, swipe sideways to change image, double-tap to
 * zoom in or out, by pointer events (touch, pen and mouse alike). The browser's own pinch would zoom the
 * whole page, so the stage sets `touch-action: none` and the view is a CSS transform.
 */
export function useImageGestures(onSwipe: (step: 1 | -1) => void) {
  const [view, setView] = useState<ImageView>(START);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ from: ImageView; start: Point; spread: number } | null>(null);

  const begin = () => {
    const [a, b] = [...pointers.current.values()];
    if (!a) return (gesture.current = null);
    gesture.current = { from: view, start: b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : a, spread: b ? distance(a, b) : 0 };
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      event.currentTarget.setPointerCapture(event.pointerId);
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      begin();
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!pointers.current.has(event.pointerId) || !gesture.current) return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const { from, start, spread } = gesture.current;
      const [a, b] = [...pointers.current.values()];
      if (a && b && spread > 0) {
        const scale = clampScale((from.scale * distance(a, b)) / spread);
        setView({ scale, x: from.x, y: from.y });
      } else if (a && from.scale > 1) {
        setView({ scale: from.scale, x: from.x + a.x - start.x, y: from.y + a.y - start.y });
      }
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const point = pointers.current.get(event.pointerId);
      const single = pointers.current.size === 1 && gesture.current?.spread === 0;
      pointers.current.delete(event.pointerId);
      if (single && point && gesture.current && gesture.current.from.scale === 1) {
        const dx = point.x - gesture.current.start.x;
        if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(point.y - gesture.current.start.y)) onSwipe(dx < 0 ? 1 : -1);
      }
      setView((current) => (current.scale < 1.05 ? START : current));
      begin();
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      pointers.current.delete(event.pointerId);
      begin();
    },
    onDoubleClick() {
      setView((current) => (current.scale > 1 ? START : { scale: 2.5, x: 0, y: 0 }));
    },
  };

  const zoom = (factor: number) => setView((current) => (clampScale(current.scale * factor) === 1 ? START : { ...current, scale: clampScale(current.scale * factor) }));
  return { view, handlers, zoom };
}
