import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { genreName, type Genre } from '@/lib/catalogue/facets';
import { circleListSearch, withSearch, type CircleListQuery } from '@/lib/catalogue/query-string';
import type { AppLocale } from '@/lib/i18n/locales';
import type { SearchFandom } from '@/lib/search';

const LINK = 'inline-flex min-h-11 items-center rounded-md border border-primary-300 bg-white px-3 text-sm font-semibold text-primary-800 hover:bg-primary-50 md:min-h-9';

/**
 * Says which fandom the keyword was taken for (decision 041), with one tap to narrow the list to the
 * fandom's genre or to search the words as typed instead.
 */
export async function FandomNotice({ fandom, query, genres, locale, path }: { fandom: SearchFandom; query: CircleListQuery; genres: readonly Genre[]; locale: AppLocale; path: string }) {
  const t = await getTranslations('CircleList');
  const genre = genres.find((candidate) => candidate.code === fandom.genreCode);
  const name = locale === 'ja' ? fandom.names.ja : locale === 'zh' ? fandom.names.zh : fandom.names.en;
  const genreOnly = genre && withSearch(path, circleListSearch({ ...query, keyword: '', literal: false, genre: [genre.code], page: 1 }));
  const literal = withSearch(path, circleListSearch({ ...query, literal: true, page: 1 }));
  return (
    <div role="status" className="rounded-md border border-primary-200 bg-primary-50 px-3 py-2 text-sm text-slate-900">
      <p>{t('fandomUnderstood', { name })}</p>
      <p className="mt-2 flex flex-wrap gap-2">
        {genreOnly && (
          <Link href={genreOnly} className={LINK}>
            {t('fandomGenreOnly', { genre: genreName(genre, locale) })}
          </Link>
        )}
        <Link href={literal} className={LINK}>
          {t('fandomLiteral', { keyword: query.keyword })}
        </Link>
      </p>
    </div>
  );
}
