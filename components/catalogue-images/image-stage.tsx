'use client';
/* eslint-disable @next/next/no-img-element -- the full size comes converted from the cut store; next/image would add client code for no gain */

import { useEffect, useState } from 'react';
import { showsThumbnailInPlace, type ShownImage } from '@/lib/catalogue/shown-image';
import { MAX_SCALE, useImageGestures } from './use-image-gestures';
import type { ViewerLabels } from './viewer-labels';

type ImageStageProps = { image: ShownImage; alt: string; position: string; first: boolean; last: boolean; labels: ViewerLabels; onStep: (step: 1 | -1) => void };

const control = 'grid size-11 place-items-center rounded-full text-2xl leading-none text-white hover:bg-white/15 disabled:opacity-30';

/**
 * One image of the viewer at full size: pinch or double-tap to zoom, swipe, the arrow keys or the buttons
 * to move on. The image keeps its alt text, and the organiser's text shows under it for those who read
 * little Japanese.
 */
export function ImageStage({ image, alt, position, first, last, labels, onStep }: ImageStageProps) {
  const { view, handlers, zoom } = useImageGestures(onStep);
  const [fullPending, setFullPending] = useState(false);
  // Wherever the focus is in the dialog (it starts on the close cross), the arrows move and +/- zoom.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const step = ({ ArrowRight: 1, ArrowLeft: -1 } as Record<string, 1 | -1>)[event.key];
      if (step) onStep(step);
      else if (event.key === '+' || event.key === '=') zoom(1.5);
      else if (event.key === '-') zoom(1 / 1.5);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onStep, zoom]);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="relative min-h-0 flex-1 touch-none overflow-hidden select-none" {...handlers}>
        <img
          src={image.fullUrl}
          alt={alt}
          width={image.width}
          height={image.height}
          draggable={false}
          onLoad={(event) => setFullPending(showsThumbnailInPlace(image, event.currentTarget.naturalWidth))}
          className="absolute inset-0 m-auto h-auto max-h-full w-auto max-w-full object-contain"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`, transition: view.scale === 1 ? 'transform 120ms' : undefined }}
        />
        {fullPending && (
          <p role="status" className="absolute top-2 left-1/2 -translate-x-1/2 rounded-full bg-black/70 px-3 py-1 text-xs text-white">
            {labels.fullPending}
          </p>
        )}
      </div>
      {image.alt !== '' && <p className="max-h-24 overflow-y-auto px-4 pt-2 text-sm text-slate-200">{image.alt}</p>}
      <div className="flex items-center justify-between gap-2 px-2 pt-1 pb-[max(0.5rem,env(safe-area-inset-bottom))]">
        <button type="button" className={control} onClick={() => onStep(-1)} disabled={first} aria-label={labels.previous}>
          <span aria-hidden="true">‹</span>
        </button>
        <div className="flex items-center gap-1">
          <button type="button" className={control} onClick={() => zoom(1 / 1.5)} disabled={view.scale <= 1} aria-label={labels.zoomOut}>
            <span aria-hidden="true">−</span>
          </button>
          <p className="min-w-16 text-center text-sm" aria-live="polite">
            {position}
          </p>
          <button type="button" className={control} onClick={() => zoom(1.5)} disabled={view.scale >= MAX_SCALE} aria-label={labels.zoomIn}>
            <span aria-hidden="true">+</span>
          </button>
        </div>
        <button type="button" className={control} onClick={() => onStep(1)} disabled={last} aria-label={labels.next}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className="sr-only">{labels.hint}</p>
    </div>
  );
}
