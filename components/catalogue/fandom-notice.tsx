import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Genre } from '@/lib/catalogue/facets';
import type { CircleListQuery } from '@/lib/catalogue/query-string';
import type { AppLocale } from '@/lib/i18n/locales';
import type { SearchFandom } from '@/lib/search';
import { fandomNoticeLinks } from './fandom-notice-links';

const LINK = 'inline-flex min-h-11 items-center rounded-md border border-primary-300 bg-white px-3 text-sm font-semibold text-primary-800 hover:bg-primary-50 md:min-h-9';

/**
 * Says which fandom the keyword was taken for (decision 041), with one tap to narrow the list to the
 * fandom's genre or to search the words as typed instead.
 */
export async function FandomNotice({ fandom, query, genres, locale, path }: { fandom: SearchFandom; query: CircleListQuery; genres: readonly Genre[]; locale: AppLocale; path: string }) {
  const t = await getTranslations('CircleList');
  const links = fandomNoticeLinks(fandom, query, genres, locale, path);
  return (
    <div role="status" className="rounded-md border border-primary-200 bg-primary-50 px-3 py-2 text-sm text-slate-900">
      <p>{t('fandomUnderstood', { name: links.name })}</p>
      <p className="mt-2 flex flex-wrap gap-2">
        {links.genre && (
          <Link href={links.genre.href} className={LINK}>
            {t('fandomGenreOnly', { genre: links.genre.name })}
          </Link>
        )}
        <Link href={links.literal} className={LINK}>
          {t('fandomLiteral', { keyword: query.keyword })}
        </Link>
      </p>
    </div>
  );
}
