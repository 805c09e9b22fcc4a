'use client';

import { useState } from 'react';
import type { ShownImage } from '@/lib/catalogue/shown-image';
import { SheetDialog } from '@/components/ui/sheet-dialog';
import { ImageStage } from './image-stage';
import type { ViewerLabels } from './viewer-labels';

type ImageViewerProps = { images: ShownImage[]; alts: string[]; start: number; title: string; labels: ViewerLabels; onClose: () => void };

/**
 * The full-screen viewer of a circle's menu pages, covers or a booth's banner (decision 040), in the one
 * dialog shell: one image at a time, each on its own stage (a new image starts unzoomed).
 */
export function ImageViewer({ images, alts, start, title, labels, onClose }: ImageViewerProps) {
  const [index, setIndex] = useState(start);
  const image = images[index];
  if (!image) return null;
  const go = (step: 1 | -1) => setIndex((current) => Math.min(images.length - 1, Math.max(0, current + step)));
  return (
    <SheetDialog open onOpenChange={(open) => !open && onClose()} title={title} placement="fullscreen" closeLabel={labels.close}>
      <ImageStage
        key={image.id}
        image={image}
        alt={alts[index] ?? ''}
        position={labels.positions[index] ?? ''}
        first={index === 0}
        last={index === images.length - 1}
        labels={labels}
        onStep={go}
      />
    </SheetDialog>
  );
}
