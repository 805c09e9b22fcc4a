import { describe, expect, it } from 'vitest';
import { DRAWN_SIZES, drawnStorageKey, isDrawnKey, renderDrawnImageSvg } from '@/lib/catalogue/drawn-image';

describe('drawn demo images', () => {
  it('draws a menu that lists the works and their prices, escaping what the rows hold', () => {
    const svg = renderDrawnImageSvg({ kind: 'MENU', seed: 7, heading: 'お品書き', name: 'Circle <b>', items: [{ title: 'Book & CD', price: '500円', isNew: true }] });
    expect(svg).toMatch(/^<svg [^>]*width="724" height="1024"/);
    expect(svg).toContain('Book &amp; CD');
    expect(svg).toContain('500円');
    expect(svg).toContain('Circle &lt;b&gt;');
    expect(svg).toContain('NEW');
    expect(svg).not.toContain('<b>');
  });

  it('draws a banner as a wide strip and a cover with its title', () => {
    expect(renderDrawnImageSvg({ kind: 'BANNER', seed: 1, heading: 'Corporate booth', name: 'Acme', items: [] })).toContain(`width="${DRAWN_SIZES.BANNER.width}" height="300"`);
    expect(renderDrawnImageSvg({ kind: 'COVER', seed: 1, heading: 'First Book', name: 'Alpha', items: [] })).toContain('First Book');
  });

  it('keys a drawing apart from any stored file', () => {
    const key = drawnStorageKey('COVER', '1001/2', 0);
    expect(key).toBe('drawn/cover/1001-2/0');
    expect(isDrawnKey(key)).toBe(true);
    expect(isDrawnKey('i1/ab/abcdef')).toBe(false);
  });
});
