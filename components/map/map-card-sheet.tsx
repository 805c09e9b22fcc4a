'use client';

import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import type { MapRect } from '@/lib/map/map-day';
import { rectCenter } from '@/lib/map/map-geometry';

// A drag down the sheet's grip by this much closes it; less springs back.
const SWIPE_CLOSE_PX = 64;
const GAP_PX = 8;
// The controls at the map's foot (the list's button, the zoom buttons) ride on the sheet's top edge, so
// the sheet leaves room for the taller of them (two 44 px zoom buttons and their margins) under the top controls.
const FOOT_CONTROLS_PX = 2 * 44 + 2 * 10;
// The sheet's height, which the foot controls stand on (venue-map.css, list-sheet.tsx).
const HEIGHT_PROPERTY = '--map-card-height';

type MapCardSheetProps = {
  map: MapLibreMap | null;
  /** The space or booth the card is about: kept in view above the sheet. */
  at: MapRect;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A phone's circle card: a sheet along the bottom of the map instead of a popup over it, never taller
 * than the room under the floating day, hall and search controls, so that they stay usable while it is
 * open; the list's button and the zoom buttons at the map's foot stand on its top edge. Its grip swipes it down; its cross closes it. The map's padding follows the sheet, so that the
 * space it describes stays in the part of the map still seen.
 */
export function MapCardSheet({ map, at, closeLabel, onClose, children }: MapCardSheetProps) {
  const sheet = useRef<HTMLDivElement>(null);
  const [maxHeight, setMaxHeight] = useState<number | undefined>();
  const [drag, setDrag] = useState<{ pointer: number; startY: number; dy: number } | null>(null);

  // The room under the controls, measured whenever the map or the controls change size.
  useLayoutEffect(() => {
    const element = sheet.current;
    const region = element?.parentElement;
    const controls = element?.closest('[data-venue-map]')?.querySelector<HTMLElement>('[data-map-controls]');
    if (!element || !region || !controls) return;
    const measure = () => {
      const below = controls.getBoundingClientRect().bottom - region.getBoundingClientRect().top;
      setMaxHeight(Math.max(region.clientHeight - Math.max(below, 0) - GAP_PX - FOOT_CONTROLS_PX, 120));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    observer.observe(controls);
    return () => observer.disconnect();
  }, []);

  // The controls at the map's foot move up with the sheet rather than under it.
  useLayoutEffect(() => {
    const element = sheet.current;
    const host = element?.closest<HTMLElement>('[data-venue-map]');
    if (!element || !host) return;
    const publish = () => host.style.setProperty(HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      host.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, []);

  // The map's visible part is what the sheet and the controls leave; the space is brought into it.
  const atKey = at.join(',');
  useEffect(() => {
    const element = sheet.current;
    const region = element?.parentElement;
    const controls = element?.closest('[data-venue-map]')?.querySelector<HTMLElement>('[data-map-controls]');
    if (!map || !element || !region) return;
    const fit = () => {
      const top = controls ? Math.max(controls.getBoundingClientRect().bottom - region.getBoundingClientRect().top, 0) : 0;
      const bottom = element.offsetHeight;
      if (top + bottom >= region.clientHeight - 40) return;
      map.setPadding({ top, bottom, left: 0, right: 0 });
      const point = map.project(rectCenter(atKey.split(',').map(Number) as MapRect));
      const low = top + GAP_PX * 3;
      const high = region.clientHeight - bottom - GAP_PX * 3;
      if (point.y < low || point.y > high) map.panBy([0, point.y - (low + high) / 2], { duration: 0 });
    };
    const fitLater = () => (map.isMoving() ? map.once('moveend', fit) : fit());
    fitLater();
    const observer = new ResizeObserver(fitLater);
    observer.observe(element);
    return () => {
      observer.disconnect();
      map.off('moveend', fit);
      map.setPadding({ top: 0, bottom: 0, left: 0, right: 0 });
    };
  }, [map, atKey]);

  const grip = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if ((event.target as HTMLElement).closest('button')) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      setDrag({ pointer: event.pointerId, startY: event.clientY, dy: 0 });
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (drag?.pointer === event.pointerId) setDrag({ ...drag, dy: Math.max(0, event.clientY - drag.startY) });
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      if (drag?.pointer !== event.pointerId) return;
      setDrag(null);
      if (drag.dy >= SWIPE_CLOSE_PX) onClose();
    },
    onPointerCancel: () => setDrag(null),
  };

  return (
    <div
      ref={sheet}
      data-map-card=""
      className="absolute inset-x-0 bottom-0 z-20 flex flex-col rounded-t-2xl bg-white shadow-[0_-4px_16px_rgba(15,23,42,0.2)]"
      style={{ maxHeight, transform: drag && drag.dy > 0 ? `translateY(${drag.dy}px)` : undefined }}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <div className="relative flex min-h-11 shrink-0 touch-none items-start justify-center" data-map-card-grip="" {...grip}>
        <span aria-hidden="true" className="mt-2 h-1.5 w-10 rounded-full bg-slate-300" />
        <button type="button" aria-label={closeLabel} onClick={onClose} className="absolute top-0 right-0 flex size-11 items-center justify-center text-2xl leading-none text-slate-700">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="venue-map-card-body min-h-0 overflow-y-auto overscroll-contain px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">{children}</div>
    </div>
  );
}
