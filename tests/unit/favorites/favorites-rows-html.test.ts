import { describe, expect, it } from 'vitest';
import { favoritesRowsHtml } from '@/components/favorites/favorites-rows-html';
import type { FavoriteRowProp, FavoritesTableLabels } from '@/components/favorites/favorites-table-types';

// Issue 49: each favourite shows a picture beside its name, the circle's menu (with its text) or else its
// cut (beside the name it repeats, so without one), lazy and sized so that the table never moves.

const labels = new Proxy({} as FavoritesTableLabels, { get: (_, key) => String(key) });
const row = (circleId: number, picture: FavoriteRowProp['picture']): FavoriteRowProp => ({
  circleId, name: `Circle ${circleId}`, romaji: '', author: '', spaces: '', color: 1, memo: '', pixivHref: null, picture, changedHref: null, groupWantHref: null,
});

describe('the favourites rows', () => {
  it('show the menu with its text, else the cut without one, lazily at a fixed size', () => {
    const rows = [row(1, { url: '/cuts/images/5?s=thumb&v=k', alt: 'Menu: Book ¥500' }), row(2, { url: '/cuts/1002?v=x', alt: '' }), row(3, { url: '', alt: '' })];
    const markup = favoritesRowsHtml([{ key: 'g', heading: 'Day 1', rows }], [{ n: 1, name: 'Red', hex: '#f00', defaultName: 'Red' }], labels).__html;
    const pictures = markup.match(/<img [^>]*>/g) ?? [];
    expect(pictures).toEqual([
      '<img src="/cuts/images/5?s=thumb&amp;v=k" alt="Menu: Book ¥500" width="42" height="60" loading="lazy" decoding="async" class="fav-pic">',
      '<img src="/cuts/1002?v=x" alt="" width="42" height="60" loading="lazy" decoding="async" class="fav-pic">',
    ]);
    expect(markup.indexOf('fav-pic')).toBeLessThan(markup.indexOf('>Circle 1</a>'));
  });
});
