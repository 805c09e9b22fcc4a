import { getLocale, getTranslations } from 'next-intl/server';
import { memberOverlay } from '@/lib/catalogue/member-overlay';
import { boothListSearch, withSearch, type BoothListQuery } from '@/lib/catalogue/query-string';
import type { CutSearchText } from '@/lib/catalogue/list-query';
import { MAX_KEYWORD_LENGTH } from '@/lib/catalogue/search-text';
import type { CatalogueViewer } from '@/lib/catalogue/viewer';
import { CutTextNotice } from './cut-text-notice';
import { filterStyles } from './filter-styles';
import { Pagination } from './pagination';
import { ResultList } from './result-list';
import { ResultsAnnouncer } from './results-announcer';
import { sharedBoothList } from './shared-list';

const LIST_PATH = '/booth';
const HEADING_ID = 'booth-results-heading';
const LIST_ID = 'booth-results';

/**
 * The corporate list. Its only filter is the keyword, so a plain GET form does the job: the URL is the
 * state as on the circle list, and the keyword and the count lead, results first, as there. A page
 * change announces the count and brings the first booth into view.
 */
export async function BoothListScreen({ query, cut, viewer }: { query: BoothListQuery; cut: readonly CutSearchText[]; viewer: CatalogueViewer }) {
  const locale = await getLocale();
  const [result, member, t, list, routes, pages] = await Promise.all([
    sharedBoothList(query, viewer, locale),
    // Booths are nobody's favourites: only the member's display settings apply.
    memberOverlay(viewer.userId, []),
    getTranslations('BoothList'),
    getTranslations('CircleList'),
    getTranslations('Routes'),
    getTranslations('Pagination'),
  ]);
  const found = list('boothsFound', { count: result.total });
  const announcement = result.pageCount > 1 ? `${found} ${pages('status', { page: result.page, count: result.pageCount })}` : found;
  const hrefFor = (page: number) => withSearch(LIST_PATH, boothListSearch({ ...query, page }));

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 md:px-8">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{routes('boothList')}</h1>
      <form method="get" action={LIST_PATH} role="search" className="mt-4 flex max-w-xl items-end gap-2">
        <div className="flex-1">
          <label htmlFor="booth-keyword" className={filterStyles.label}>
            {t('keyword')}
          </label>
          <input
            id="booth-keyword"
            name="keyword"
            type="search"
            enterKeyHint="search"
            defaultValue={query.keyword}
            maxLength={MAX_KEYWORD_LENGTH}
            placeholder={t('keywordHint')}
            className={filterStyles.control}
          />
        </div>
        <button type="submit" className="min-h-11 rounded-md bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800 md:min-h-9 md:px-3">
          {t('search')}
        </button>
        {query.keyword !== '' && (
          <a href={LIST_PATH} className="px-2 py-1.5 text-sm font-semibold">
            {t('clear')}
          </a>
        )}
      </form>
      <div className="mt-6">
        <CutTextNotice cut={cut} />
      </div>
      <h2 id={HEADING_ID} tabIndex={-1} className="mt-2 mb-3 text-lg font-semibold text-slate-900">
        {list('boothCount', { count: result.total })}
      </h2>
      {result.rowCount > 0 ? (
        <ResultList id={LIST_ID} template={result.rowsFor(member.display)} member={member} colorNames={new Map()} label={list('results')} withMemo={false} />
      ) : (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-6 text-slate-800">{result.total > 0 ? list('pastTheEnd') : t('empty')}</p>
      )}
      <Pagination page={result.page} pageCount={result.pageCount} hrefFor={hrefFor} />
      <ResultsAnnouncer search={boothListSearch(query)} announcement={announcement} headingId={HEADING_ID} listId={LIST_ID} keepFocusWithin="form" />
    </div>
  );
}
