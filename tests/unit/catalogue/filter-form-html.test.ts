import { describe, expect, it } from 'vitest';
import { filterFieldsHtml, type CircleFilterFieldLabels, type CircleFilterOptions } from '@/components/catalogue/filter-form-html';
import { emptyCircleListQuery, type CircleListQuery } from '@/lib/catalogue/query-string';

const labels: CircleFilterFieldLabels = {
  day: 'Day',
  allDays: 'All days',
  hall: 'Hall',
  allHalls: 'All halls',
  block: 'Block',
  allBlocks: 'All blocks',
  space: 'Space number',
  cashless: 'Cashless payment only',
  favoritesOnly: 'Favourites only',
  memo: 'Search my memos',
  favoriteColor: 'Favourite colour',
  threshold: 'Match threshold',
  experimental: 'Experimental',
  loose: 'Loose',
  strict: 'Strict',
  sort: 'Sort by',
  sorts: { placement: 'Placement', newest: 'Newest', score: 'Match score' },
  genres: { genre: 'Genre', genreSearch: 'Find a genre', allGenres: 'All genres', selected: '1 selected', noMatches: 'No genres match', apply: 'Apply' },
};

const options: CircleFilterOptions = {
  days: [
    { value: '1', label: 'Day 1 (Wed)' },
    { value: '2', label: 'Day 2 (Thu)' },
  ],
  halls: [{ value: 'E1', label: 'East 1' }],
  blocks: [{ value: 'E:A', label: 'East A' }],
  genres: [
    { value: '111', label: '111 Original (shōnen)' },
    { value: '234', label: '234 Touhou Project' },
  ],
  colors: [
    { value: 1, label: 'Must <have>' },
    { value: 14, label: 'Navy' },
  ],
};

const query = (changes: Partial<CircleListQuery>): CircleListQuery => ({ ...emptyCircleListQuery, ...changes });
const markup = (changes: Partial<CircleListQuery> = {}, given = labels) => filterFieldsHtml(query(changes), options, given).__html;

describe('filterFieldsHtml', () => {
  it('shows the query: the chosen option selected, the ticked boxes checked, the texts as values', () => {
    const html = markup({ keyword: 'moon', day: 2, genre: [234], favoriteColor: [14], pay: true, favoriteMemo: 'new book', space: 12, sort: 'newest' });
    expect(html).toContain('<input type="hidden" name="keyword" value="moon">');
    expect(html).toContain('<option value="2" selected>Day 2 (Thu)</option>');
    expect(html).not.toContain('<option value="1" selected>');
    expect(html).toContain('<input type="checkbox" name="genre" value="234" checked>234 Touhou Project');
    expect(html).toContain('<input type="checkbox" name="genre" value="111">');
    expect(html).toContain('name="favoriteColor" value="14" checked>');
    expect(html).toContain('name="favoriteColor" value="1">');
    expect(html).toContain('name="pay" value="1" checked>');
    expect(html).toContain('name="favorite" value="1">');
    expect(html).toContain('name="favoriteMemo" type="search" value="new book"');
    expect(html).toContain('name="space" type="number" value="12"');
    expect(html).toContain('<option value="newest" selected>Newest</option>');
    expect(html).toContain('1 selected');
  });

  it('selects the placeholders and the sort that follows the keyword when nothing is chosen', () => {
    const html = markup();
    expect(html).toContain('<option value="" selected>All days</option>');
    expect(html).toContain('<option value="" selected>All halls</option>');
    expect(html).toContain('<option value="placement" selected>Placement</option>');
    expect(markup({ keyword: 'moon' })).toContain('<option value="score" selected>Match score</option>');
    expect(html).toContain('All genres');
    expect(html).not.toContain(' checked');
  });

  it('escapes every text and value, the member’s own colour names included', () => {
    const html = markup({ keyword: '"><script>x</script>', favoriteMemo: "it's <b>" }, { ...labels, day: 'Day <i>' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(html).toContain('value="it&#39;s &lt;b&gt;"');
    expect(html).toContain('Day &lt;i&gt;');
    expect(html).toContain('<span>Must &lt;have&gt;</span>');
  });

  it('labels every field: each label points at a field that exists, each colour chip by its name', () => {
    const html = markup();
    const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    const targets = [...html.matchAll(/<label for="([^"]+)"/g)].map((match) => match[1]);
    expect(targets).toEqual(expect.arrayContaining(['cf-day', 'cf-area', 'cf-block', 'cf-space', 'cf-favoriteMemo', 'cf-threshold', 'cf-sort', 'cf-genre-search']));
    for (const target of targets) expect(ids).toContain(target);
    expect(html).toContain('<label><input type="checkbox" name="favoriteColor" value="14"><span>Navy</span></label>');
    // The chips' colours come from the style sheet (palette-css.test.ts), not from inline styles.
    expect(html).not.toContain('style=');
  });

  it('keeps the old site’s parameters and the booth switch, and the genre box out of the form', () => {
    expect(markup({ wcid: 42, isBooth: true })).toContain('<input type="hidden" name="wcid" value="42"><input type="hidden" name="isBooth" value="1">');
    expect(markup()).not.toContain('name="wcid"');
    expect(markup()).toMatch(/<input id="cf-genre-search" type="search" form=""/);
  });
});
