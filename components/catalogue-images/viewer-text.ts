import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ViewerLabels } from './viewer-labels';

/** The viewer's texts for `count` images, translated here so the islands carry none of the catalogue. */
export async function viewerLabels(count: number): Promise<ViewerLabels> {
  const t = await getTranslations('ImageViewer');
  return {
    open: t('open'),
    close: t('close'),
    previous: t('previous'),
    next: t('next'),
    zoomIn: t('zoomIn'),
    zoomOut: t('zoomOut'),
    hint: t('hint'),
    fullPending: t('fullPending'),
    positions: Array.from({ length: count }, (_, index) => t('position', { number: index + 1, total: count })),
  };
}
