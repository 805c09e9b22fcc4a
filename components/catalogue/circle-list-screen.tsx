import { getLocale, getTranslations } from 'next-intl/server';
import { getListDisplaySettings } from '@/lib/account/preferences';
import { listCircles } from '@/lib/catalogue/list-circles';
import { circleListSearch, withSearch, type CircleListQuery } from '@/lib/catalogue/query-string';
import type { CutSearchText } from '@/lib/catalogue/list-query';
import type { CatalogueViewer } from '@/lib/catalogue/viewer';
import { userColorNames } from '@/components/favorites/color-options';
import { CircleFilters } from './circle-filters';
import { circleFilterProps } from './circle-filter-props';
import { CutTextNotice } from './cut-text-notice';
import { Pagination } from './pagination';
import { ResultList } from './result-list';

const LIST_PATH = '/circle/list';

/** The circle list: filters (the client island) beside the results (server markup). */
export async function CircleListScreen({ query, cut, viewer }: { query: CircleListQuery; cut: readonly CutSearchText[]; viewer: CatalogueViewer }) {
  const locale = await getLocale();
  const [result, display, names, t, routes] = await Promise.all([
    listCircles(query, viewer, locale),
    getListDisplaySettings(viewer.userId),
    userColorNames(viewer.userId, locale),
    getTranslations('CircleList'),
    getTranslations('Routes'),
  ]);
  const cached = await circleFilterProps(result.facets, query, locale);
  // Colours go by the user's own names, here as in the rows and the favourite controls.
  const filters = { ...cached, options: { ...cached.options, colors: cached.options.colors.map((color) => ({ ...color, label: names.get(color.value) ?? color.label })) } };
  const search = circleListSearch(query);
  const hrefFor = (page: number) => withSearch(LIST_PATH, circleListSearch({ ...query, page }));

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:px-8">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{routes('circleList')}</h1>
      <div className="mt-4 gap-8 md:grid md:grid-cols-[17rem_minmax(0,1fr)]">
        <section aria-labelledby="circle-filters-heading" className="mb-6 md:mb-0">
          <h2 id="circle-filters-heading" className="sr-only">
            {t('filters')}
          </h2>
          <CircleFilters key={search} query={query} options={filters.options} labels={filters.labels} />
        </section>
        <section aria-labelledby="circle-results-heading">
          <CutTextNotice cut={cut} />
          <h2 id="circle-results-heading" className="mb-3 text-lg font-semibold text-slate-900">
            {query.isBooth ? t('boothCount', { count: result.total }) : t('resultCount', { count: result.total })}
          </h2>
          {result.rows.length > 0 ? (
            <ResultList rows={result.rows} display={display} colorNames={names} label={t('results')} />
          ) : result.total > 0 ? (
            <p className="text-slate-700">
              {t('pastTheEnd')}{' '}
              <a href={hrefFor(1)} className="font-semibold">
                {t('firstPage')}
              </a>
            </p>
          ) : (
            <div className="rounded-lg border border-slate-200 bg-slate-50 p-6">
              <p className="font-semibold text-slate-900">{t('empty')}</p>
              <p className="mt-1 text-slate-700">{t('emptyHint')}</p>
              {search !== '' && (
                <a href={LIST_PATH} className="mt-3 inline-block font-semibold">
                  {t('reset')}
                </a>
              )}
            </div>
          )}
          <Pagination page={result.page} pageCount={result.pageCount} hrefFor={hrefFor} />
        </section>
      </div>
    </div>
  );
}
