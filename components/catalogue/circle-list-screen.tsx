import { getLocale, getTranslations } from 'next-intl/server';
import { activeFilterCount } from '@/lib/catalogue/active-filters';
import { memberOverlay } from '@/lib/catalogue/member-overlay';
import { circleListSearch, withSearch, type CircleListQuery } from '@/lib/catalogue/query-string';
import type { CutSearchText } from '@/lib/catalogue/list-query';
import type { CatalogueViewer } from '@/lib/catalogue/viewer';
import { colorNamesWith } from '@/components/favorites/color-options';
import { LiveSearchSlot } from '@/components/offline-search/live-search-slot';
import { LIST_PAGE_SIZE } from '@/lib/catalogue/list-circles';
import { MarkupOnce } from '@/components/html/markup-once';
import { CircleFilters } from './circle-filters';
import { circleFilterProps } from './circle-filter-props';
import { filterFieldsHtml } from './filter-form-html';
import { CutTextNotice } from './cut-text-notice';
import { EventDates } from './event-dates';
import { FandomNotice } from './fandom-notice';
import { KeywordForm } from './keyword-form';
import { Pagination } from './pagination';
import { RememberListAddress } from './remember-list-address';
import { ResultList } from './result-list';
import { ResultsAnnouncer } from './results-announcer';
import { sharedCircleList } from './shared-list';

const LIST_PATH = '/circle/list';
const HEADING_ID = 'circle-results-heading';
const LIST_ID = 'circle-results';

/**
 * The circle list, results first: the keyword box and the count lead, then the rows. The other filters
 * sit beside the results from 960 px and behind a button (a bottom sheet) on a phone. One grid for both,
 * so that the markup and the reading order stay the same: keyword, count, filters, results. From 960 px
 * its rows are the title, the event dates, the keyword, the count and the results; the filters take the
 * first column from the keyword's row down (`.cl-screen`, and the filters' section in circle-filters.tsx).
 */
export async function CircleListScreen({ query, cut, viewer }: { query: CircleListQuery; cut: readonly CutSearchText[]; viewer: CatalogueViewer }) {
  const locale = await getLocale();
  const [result, t, routes, pages] = await Promise.all([
    sharedCircleList(query, viewer, locale),
    getTranslations('CircleList'),
    getTranslations('Routes'),
    getTranslations('Pagination'),
  ]);
  // The member's own state, in one read, over the page that every member of this kind shares.
  const member = await memberOverlay(viewer.userId, result.circleIds);
  const [filters, names] = await Promise.all([circleFilterProps(result.facets, query, locale), colorNamesWith(member.colorLabels, locale)]);
  // Colours go by the user's own names, here as in the rows and the favourite controls.
  const options = { ...filters.options, colors: filters.options.colors.map((color) => ({ ...color, label: names.get(color.value) ?? color.label })) };
  const { keywordForm, filters: filtersName, filterButton, close, applyFilters, reset, updating, ...fieldLabels } = filters.labels;
  const search = circleListSearch(query);
  const filtered = activeFilterCount(query) > 0;
  const hrefFor = (page: number) => withSearch(LIST_PATH, circleListSearch({ ...query, page }));
  const found = query.isBooth ? t('boothsFound', { count: result.total }) : t('circlesFound', { count: result.total });
  const announcement = result.pageCount > 1 ? `${found} ${pages('status', { page: result.page, count: result.pageCount })}` : found;

  return (
    <div className="cl-screen">
      <h1 className="cl-title">{routes('circleList')}</h1>
      <EventDates days={result.facets.days} className="cl-dates" />
      {/* One cell, with or without the notice, so that the filters beside it always start at the keyword. */}
      <div className="cl-main space-y-3">
        <KeywordForm key={`k${search}`} query={query} labels={keywordForm} />
        {cut.length > 0 && <CutTextNotice cut={cut} />}
        {result.fandom && <FandomNotice fandom={result.fandom} query={query} genres={result.facets.genres} locale={locale} path={LIST_PATH} />}
      </div>
      <h2 id={HEADING_ID} tabIndex={-1} className="cl-count">
        {query.isBooth ? t('boothCount', { count: result.total }) : t('resultCount', { count: result.total })}
      </h2>
      <CircleFilters
        key={search}
        query={query}
        // Server markup sent once: on a page load the island's data carries only a token.
        fields={<MarkupOnce className="cf-fields" markup={filterFieldsHtml(query, options, fieldLabels)} />}
        labels={{ filters: filtersName, filterButton, close, applyFilters, reset, updating }}
      />
      <LiveSearchSlot query={query} pageSize={LIST_PAGE_SIZE} />
      <RememberListAddress />
      <section id="circle-results-section" aria-labelledby={HEADING_ID} className="cl-main">
        {result.rowCount > 0 ? (
          <ResultList id={LIST_ID} template={result.rowsFor(member.display)} member={member} colorNames={names} label={t('results')} />
        ) : result.total > 0 ? (
          <p className="text-slate-700">
            {t('pastTheEnd')}{' '}
            <a href={hrefFor(1)} className="font-semibold">
              {t('firstPage')}
            </a>
          </p>
        ) : (
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-6">
            {/* A keyword alone found nothing: no filter was set, so none is suggested for removal. */}
            <p className="font-semibold text-slate-900">{filtered || !query.keyword ? t('empty') : t('emptyKeyword', { keyword: query.keyword })}</p>
            <p className="mt-1 text-slate-700">{filtered || !query.keyword ? t('emptyHint') : t('emptyKeywordHint')}</p>
            {search !== '' && (
              <a href={LIST_PATH} className="mt-3 inline-block font-semibold">
                {filtered ? t('reset') : t('clearSearch')}
              </a>
            )}
          </div>
        )}
        <Pagination page={result.page} pageCount={result.pageCount} hrefFor={hrefFor} />
      </section>
      <ResultsAnnouncer search={search} announcement={announcement} headingId={HEADING_ID} listId={LIST_ID} keepFocusWithin="form" />
    </div>
  );
}
