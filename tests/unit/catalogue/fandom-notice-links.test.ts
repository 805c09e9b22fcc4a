import { describe, expect, it } from 'vitest';
import { fandomNoticeLinks } from '@/components/catalogue/fandom-notice-links';
import { emptyCircleListQuery } from '@/lib/catalogue/query-string';
import { readCircleListQuery } from '@/lib/catalogue/list-query-rules';

const fandom = { names: { en: 'Uma Musume', ja: 'ウマ娘', zh: '赛马娘' }, genreCode: 335 };
const genres = [{ code: 335, nameEn: 'Uma Musume', nameJa: 'ウマ娘', nameZh: '赛马娘' }];
const query = { ...emptyCircleListQuery, keyword: 'umamusume', day: 1, page: 3 };

describe('the fandom notice on the circle list', () => {
  it('names the fandom in the language of the page', () => {
    expect(['en', 'ja', 'zh'].map((locale) => fandomNoticeLinks(fandom, query, genres, locale as 'en', '/circle/list').name)).toEqual(['Uma Musume', 'ウマ娘', '赛马娘']);
  });

  it('links to the genre alone, other filters kept, and to the words as typed, from the first page', () => {
    const links = fandomNoticeLinks(fandom, query, genres, 'ja', '/circle/list');
    expect(links.genre).toEqual({ name: 'ウマ娘', href: '/circle/list?day=1&genre=335' });
    expect(links.literal).toBe('/circle/list?keyword=umamusume&literal=1&day=1');
    // The list reads the literal flag back from its own address.
    expect(readCircleListQuery(links.literal.split('?')[1] ?? '').literal).toBe(true);
  });

  it('offers no genre link for a fandom without a genre', () => {
    expect(fandomNoticeLinks({ ...fandom, genreCode: null }, query, genres, 'en', '/circle/list').genre).toBeUndefined();
  });
});
