'use client';
/* eslint-disable @next/next/no-img-element -- thumbnails come converted at their size from the cut store; next/image would add client code for no gain */

import dynamic from 'next/dynamic';
import { useState, type MouseEvent } from 'react';
import type { ShownImage } from '@/lib/catalogue/shown-image';
import { retryWhenOnline } from '@/lib/pwa/device/retry-when-online';
import type { ViewerLabels } from './viewer-labels';

// The viewer (and the dialog library) loads on first use: as a pointer or the keyboard reaches a thumbnail.
const loadViewer = () => import('./image-viewer');
const ImageViewer = dynamic(() => retryWhenOnline(loadViewer).then((module) => module.ImageViewer), { ssr: false });
const preload = () => void loadViewer().catch(() => {});

const sizes = { menu: 'max-h-64 w-auto', cover: 'max-h-32 w-auto', banner: 'max-h-28 w-auto max-w-full' } as const;

type ImageGalleryProps = {
  images: ShownImage[];
  /** Each image's text for those who cannot see it: the organiser's, else one the page makes. */
  alts: string[];
  /** The viewer's title (its accessible name). */
  title: string;
  labels: ViewerLabels;
  size: keyof typeof sizes;
};

/**
 * A row of thumbnails, each a link to the full size (so it works before the scripts, or without them);
 * a tap opens the full-screen viewer on that image instead, with zoom and swipe between the row's images.
 */
export function ImageGallery({ images, alts, title, labels, size }: ImageGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const show = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window asked for with a modifier key gets the plain link.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(index);
  };
  return (
    <>
      <ul className="flex flex-wrap gap-3">
        {images.map((image, index) => (
          <li key={image.id}>
            <a href={image.fullUrl} aria-haspopup="dialog" aria-expanded={open === index} onClick={show(index)} onPointerEnter={preload} onFocus={preload} className="block rounded focus-visible:outline-2 focus-visible:outline-offset-2">
              <img src={image.thumbUrl} alt={alts[index] ?? ''} width={image.thumbWidth} height={image.thumbHeight} loading="lazy" decoding="async" className={`${sizes[size]} rounded border border-slate-200 bg-slate-100`} />
              <span className="sr-only">{labels.open}</span>
            </a>
          </li>
        ))}
      </ul>
      {open !== null && <ImageViewer images={images} alts={alts} start={open} title={title} labels={labels} onClose={() => setOpen(null)} />}
    </>
  );
}
