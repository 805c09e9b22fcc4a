import { genreName, type Genre } from '@/lib/catalogue/facets';
import { circleListSearch, withSearch, type CircleListQuery } from '@/lib/catalogue/query-string';
import type { AppLocale } from '@/lib/i18n/locales';
import type { SearchFandom } from '@/lib/search';

export type FandomNoticeLinks = {
  /** The fandom's name in the language of the page. */
  name: string;
  /** The list narrowed to the fandom's genre, the keyword dropped, other filters kept. */
  genre?: { name: string; href: string };
  /** The same list with the words searched as typed. */
  literal: string;
};

export function fandomNoticeLinks(fandom: SearchFandom, query: CircleListQuery, genres: readonly Genre[], locale: AppLocale, path: string): FandomNoticeLinks {
  const genre = genres.find((candidate) => candidate.code === fandom.genreCode);
  const name = locale === 'ja' ? fandom.names.ja : locale === 'zh' ? fandom.names.zh : fandom.names.en;
  const literal = withSearch(path, circleListSearch({ ...query, literal: true, page: 1 }));
  if (genre === undefined) return { name, literal };
  const href = withSearch(path, circleListSearch({ ...query, keyword: '', literal: false, genre: [genre.code], page: 1 }));
  return { name, genre: { name: genreName(genre, locale), href }, literal };
}
