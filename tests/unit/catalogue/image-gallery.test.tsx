import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImageGallery } from '@/components/catalogue-images/image-gallery';
import { ImageStage } from '@/components/catalogue-images/image-stage';
import type { ViewerLabels } from '@/components/catalogue-images/viewer-labels';
import { shownImage, showsThumbnailInPlace } from '@/lib/catalogue/shown-image';

const labels: ViewerLabels = { open: 'Open full screen', close: 'Close', previous: 'Previous image', next: 'Next image', zoomIn: 'Zoom in', zoomOut: 'Zoom out', hint: 'Pinch to zoom', fullPending: 'Full size on its way', positions: ['1 of 2', '2 of 2'] };
const row = (id: number, altEn: string) => ({ id, width: 1024, height: 2048, updatedAt: new Date('2026-12-01T00:00:00Z'), altJa: 'お品書き', altEn, altZh: '' });

describe('the image gallery and viewer as first drawn', () => {
  it('draws each thumbnail as a link to the full size, lazy, at its size, with its alt text and a dialog hint', () => {
    const images = [shownImage(row(1, 'Menu: Book ¥500'), 'en'), shownImage(row(2, ''), 'zh')];
    expect(images[1]?.alt).toBe('お品書き');
    const html = renderToStaticMarkup(<ImageGallery images={images} alts={['Menu: Book ¥500', 'Menu page 2']} title="Menu of Alpha" labels={labels} size="menu" />);
    expect(html).toContain('href="/cuts/images/1?s=full&amp;v=');
    expect(html).toContain('src="/cuts/images/1?s=thumb&amp;v=');
    expect(html).toContain('alt="Menu: Book ¥500"');
    expect(html).toContain('width="240" height="480"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html.match(/Open full screen/g)).toHaveLength(2);
    // The viewer is not drawn (nor loaded) until a thumbnail is opened.
    expect(html).not.toContain('Zoom in');
  });

  it('draws the stage with the full size, its alt text, the organiser\'s text and labelled controls', () => {
    const image = shownImage(row(1, 'Menu: Book ¥500'), 'en');
    const html = renderToStaticMarkup(<ImageStage image={image} alt="Menu: Book ¥500" position="1 of 2" first last={false} labels={labels} onStep={() => {}} />);
    expect(html).toContain('src="/cuts/images/1?s=full&amp;v=');
    expect(html).toContain('alt="Menu: Book ¥500"');
    expect(html).toMatch(/<p[^>]*>Menu: Book ¥500<\/p>/);
    expect(html).toMatch(/disabled=""[^>]*aria-label="Previous image"/);
    expect(html).toMatch(/aria-label="Next image"/);
    expect(html).not.toMatch(/disabled=""[^>]*aria-label="Next image"/);
    expect(html).toMatch(/disabled=""[^>]*aria-label="Zoom out"/);
    expect(html).toContain('touch-none');
    // The mark waits for the picture: it shows only once the loaded image proves to be the thumbnail.
    expect(html).not.toContain('Full size on its way');
  });

  it('tells the thumbnail answered in place of a waiting full size from the full size and from the offline rendition', () => {
    const menu = shownImage(row(1, ''), 'en');
    expect([menu.thumbWidth, menu.width]).toEqual([240, 1024]);
    // The route's answer while the full size is made: the thumbnail.
    expect(showsThumbnailInPlace(menu, 240)).toBe(true);
    // The full size, and offline the saved rendition (512 px of this 1,024 × 2,048 page): no mark.
    expect(showsThumbnailInPlace(menu, 1024)).toBe(false);
    expect(showsThumbnailInPlace(menu, 512)).toBe(false);
    // Not loaded yet, or a broken picture.
    expect(showsThumbnailInPlace(menu, 0)).toBe(false);
    // A picture no larger than a thumbnail is its own full size: nothing waits.
    const small = shownImage({ ...row(2, ''), width: 300, height: 200 }, 'en');
    expect(showsThumbnailInPlace(small, 300)).toBe(false);
  });
});
