import { describe, expect, it } from 'vitest';
import { favoriteHoles, fillRows, resultRowsTemplate, type RowFavorite, type RowLabels } from '@/components/catalogue/result-rows-html';
import type { ListRow } from '@/lib/catalogue/list-rows';
import { escapeHtml, html } from '@/lib/html/safe-html';

const labels: RowLabels = {
  author: 'Author',
  genre: 'Genre',
  space: 'Space',
  memo: 'Memo',
  newWork: 'New publication',
  cashless: 'Cashless',
  favoriteMark: (color) => `Favourite: colour ${color}`,
  boothNumber: (number) => `No. ${number}`,
  thumbnailOf: (name) => `Menu or cover of ${name}`,
};

const row: ListRow = {
  key: 'c7',
  href: '/circle/7',
  circleId: 7,
  name: 'Tom & Jerry <script>alert(1)</script>',
  romaji: '',
  author: '"quoted" author',
  genre: 'Touhou Project',
  placements: ['Sat East ヨ-12ab'],
  hasNewWork: true,
  cashless: false,
  cutUrl: '/cuts/1001?v=abc',
  thumb: { url: '/cuts/images/9?s=thumb&v=k', alt: 'Menu: Book ¥500' },
  boothNumber: null,
  summary: '',
};

const all = { showItemNames: true, showAuthor: true, showGenre: true, showSpace: true, showMemo: true, showImages: false };
const mine: RowFavorite = { color: 3, memo: "it's <b>mine</b>" };

/** The rows as one member sees them: the shared markup with that member's favourites in its holes. */
function resultRowsHtml(rows: readonly ListRow[], display: typeof all, favorites: ReadonlyMap<number, RowFavorite> = new Map([[7, mine]])) {
  const fill = favoriteHoles(labels, display.showMemo);
  return fillRows(resultRowsTemplate(rows, display, labels), (hole) => fill(hole, favorites.get(hole.circleId)));
}

describe('safe html', () => {
  it('escapes every interpolated string, and only strings', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p title="${'"onmouseover="x'}">${inner}${[inner, inner]}${false}${null}${2}</p>`.__html).toBe(
      '<p title="&quot;onmouseover=&quot;x"><b>&lt;i&gt;</b><b>&lt;i&gt;</b><b>&lt;i&gt;</b>2</p>',
    );
  });
});

describe('result rows as markup', () => {
  it('writes the romaji reading under a Japanese name only', () => {
    const japanese: ListRow = { ...row, key: 'c8', href: '/circle/8', circleId: 8, name: '月光堂', romaji: 'gekkoudou' };
    const markup = resultRowsHtml([japanese, row], all).__html;
    expect(markup).toContain('<a href="/circle/8">月光堂</a></h3><p class="cl-ro" lang="ja-Latn">gekkoudou</p>');
    expect(markup.match(/class="cl-ro"/g)).toHaveLength(1);
  });

  it('loads the first screen of cuts at once, the first one first, and the rest lazily', () => {
    const rows = Array.from({ length: 8 }, (_, at) => ({ ...row, key: `c${at}`, circleId: at, cutUrl: `/cuts/${at}` }));
    const images = resultRowsHtml(rows, all).__html.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(8);
    expect(images[0]).toBe('<img src="/cuts/0" alt="" fetchpriority="high">');
    expect(images.slice(1, 6).every((image) => !image.includes('loading=') && !image.includes('fetchpriority'))).toBe(true);
    expect(images.slice(6).every((image) => image.endsWith(' loading="lazy">'))).toBe(true);
  });

  it('writes a row with its link, first cut, fields, marks and favourite slot, all text escaped', () => {
    const markup = resultRowsHtml([row], all).__html;
    expect(markup).toContain('<a href="/circle/7">Tom &amp; Jerry &lt;script&gt;alert(1)&lt;/script&gt;</a>');
    expect(markup).toContain('<img src="/cuts/1001?v=abc" alt="" fetchpriority="high">');
    expect(markup).toContain('<dt>Author</dt><dd>&quot;quoted&quot; author</dd>');
    expect(markup).toContain('<dt>Space</dt><dd>Sat East ヨ-12ab</dd>');
    expect(markup).toContain('<dt>Memo</dt><dd>it&#39;s &lt;b&gt;mine&lt;/b&gt;</dd>');
    expect(markup).toContain('<span class="cl-new">New publication</span>');
    expect(markup).not.toContain('cl-cashless');
    expect(markup).toContain('<div data-favorite-controls="7"><span role="img" aria-label="Favourite: colour 3"');
    expect(markup).not.toContain('<script>');
  });

  it('leaves out the columns the viewer turned off', () => {
    const markup = resultRowsHtml([row], { ...all, showAuthor: false, showMemo: false }).__html;
    expect(markup).not.toContain('<dt>Author</dt>');
    expect(markup).not.toContain('<dt>Memo</dt>');
    expect(markup).toContain('<dt>Genre</dt>');
  });

  it('shows each circle\'s menu or cover in the images mode only: lazy, sized so the row never moves, with its alt text', () => {
    const bare: ListRow = { ...row, key: 'c8', href: '/circle/8', circleId: 8, name: 'No menu', thumb: null };
    const untitled: ListRow = { ...row, key: 'c9', href: '/circle/9', circleId: 9, name: 'Untitled', thumb: { url: '/cuts/images/10?s=thumb&v=k', alt: '' } };
    expect(resultRowsHtml([row, bare, untitled], all).__html).not.toContain('cl-thumb');
    const thumbs = resultRowsHtml([row, bare, untitled], { ...all, showImages: true }).__html.match(/<img class="cl-thumb"[^>]*>/g) ?? [];
    expect(thumbs).toEqual([
      '<img class="cl-thumb" src="/cuts/images/9?s=thumb&amp;v=k" alt="Menu: Book ¥500" width="70" height="100" loading="lazy" decoding="async">',
      '<img class="cl-thumb" src="/cuts/images/10?s=thumb&amp;v=k" alt="Menu or cover of Untitled" width="70" height="100" loading="lazy" decoding="async">',
    ]);
    // The first row's cut keeps its priority: the thumbnail is no larger than the cut, so the first screen's largest paint stays the same.
    expect(resultRowsHtml([row], { ...all, showImages: true }).__html).toContain('<img src="/cuts/1001?v=abc" alt="" fetchpriority="high">');
  });

  it('gives booths their number and overview, and no favourite slot', () => {
    const booth: ListRow = { ...row, key: 'b3', href: '/booth/3', circleId: null, name: 'Kestrel Games', author: '', genre: '', hasNewWork: false, boothNumber: 3, summary: 'Board games' };
    const markup = resultRowsHtml([booth], all).__html;
    expect(markup).toContain('<h3><small>No. 3</small><a href="/booth/3">Kestrel Games</a></h3>');
    expect(markup).toContain('<p class="cl-summary">Board games</p>');
    expect(markup).not.toContain('data-favorite-controls');
  });

  it('keeps the shared markup free of any member, and lays each member’s own state into its holes', () => {
    const template = resultRowsTemplate([row, { ...row, key: 'c8', href: '/circle/8', circleId: 8, name: 'Other' }], all, labels);
    const shared = template.parts.map((part) => part.__html).join('');
    expect(shared).toContain('<a href="/circle/8">Other</a>');
    expect(shared).not.toContain('mine');
    expect(shared).not.toContain('data-favorite-controls');
    expect(template.holes).toEqual([
      { circleId: 7, kind: 'memo' },
      { circleId: 7, kind: 'slot' },
      { circleId: 8, kind: 'memo' },
      { circleId: 8, kind: 'slot' },
    ]);
    const fill = favoriteHoles(labels, true);
    const first = fillRows(template, (hole) => fill(hole, hole.circleId === 8 ? { color: 5, memo: 'first member' } : undefined)).__html;
    const second = fillRows(template, (hole) => fill(hole, hole.circleId === 7 ? mine : undefined)).__html;
    expect(first).toContain('<dt>Memo</dt><dd>first member</dd>');
    expect(first).toContain('aria-label="Favourite: colour 5"');
    expect(first).not.toContain('mine');
    expect(second).toContain('<dt>Memo</dt><dd>it&#39;s &lt;b&gt;mine&lt;/b&gt;</dd>');
    expect(second).not.toContain('first member');
    expect(second).toContain('<div data-favorite-controls="8"></div>');
  });
});
