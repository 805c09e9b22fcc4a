'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { activeFilterCount } from '@/lib/catalogue/active-filters';
import { circleListSearch, hasFavoriteFilter, withSearch, type CircleListQuery } from '@/lib/catalogue/query-string';
import { readCircleListQuery } from '@/lib/catalogue/list-query-rules';
import { MAX_KEYWORD_LENGTH } from '@/lib/catalogue/search-text';
import type { AppLocale } from '@/lib/i18n/locales';
import { listOwnedFavorites } from '@/lib/offline/device/device-store';
import type { OfflineListRow } from '@/lib/offline-search/offline-list-rows';
import { fillListFields } from './fill-list-fields';
import { OfflineCircleView } from './offline-circle-view';
import { setLiveListHandler } from './offline-navigation';
import { searchWorker, type SearchWorkerClient } from './search-worker-client';

const LIST_PATH = '/circle/list';
// The server's parts of the list that the device's results stand in for while they show.
const SERVER_PARTS = ['circle-results-heading', 'circle-results-section'];
const URL_DELAY_MS = 400;

type Shown = { query: CircleListQuery; total: number; rows: OfflineListRow[] };
type HistoryState = { liveListQuery?: CircleListQuery } | null;

async function deviceFavorites() {
  const favorites = await listOwnedFavorites().catch(() => []);
  return favorites.map((favorite) => ({ circleId: favorite.circleId, color: favorite.color ?? 0, memo: favorite.memo }));
}

function keywordInput(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('form[role="search"] input[name="keyword"]');
}

/**
 * Search as you type over the catalogue on the device: each keystroke asks the search worker, and the
 * results replace the server's list until the query is the server's again. The address follows after a
 * pause (one history entry per pause, so back and forward step through the searches), and offline the
 * filters are answered here too. Online, a favourites filter is left to the server, which knows them all.
 */
export function LiveCircleSearch({ query: serverQuery, pageSize, linked: linkedSearch }: { query: CircleListQuery; pageSize: number; linked: string }) {
  const t = useTranslations('CircleList');
  const locale = useLocale() as AppLocale;
  const [shown, setShown] = useState<Shown | null>(null);
  const [openCircle, setOpenCircle] = useState<number | null>(null);
  const [openedWorker, setOpenedWorker] = useState<SearchWorkerClient | null>(null);
  const ready = useRef(false);
  const current = useRef(serverQuery);
  const ticket = useRef(0);
  const urlTimer = useRef<number | undefined>(undefined);
  const showQuery = useRef<((query: CircleListQuery, history: 'push' | 'none') => Promise<void>) | null>(null);

  useEffect(() => {
    const client = searchWorker();
    const serverSearch = circleListSearch(serverQuery);

    async function show(query: CircleListQuery, history: 'push' | 'none'): Promise<void> {
      const mine = ++ticket.current;
      const favorites = hasFavoriteFilter(query) ? await deviceFavorites() : [];
      const answer = await client.ask({ kind: 'search', query, favorites, locale, pageSize });
      if (mine !== ticket.current || answer.kind !== 'results') return;
      current.current = query;
      const search = circleListSearch(query);
      setShown(search === serverSearch ? null : { query, total: answer.total, rows: answer.rows });
      setOpenCircle(null);
      window.clearTimeout(urlTimer.current);
      if (history === 'push') {
        urlTimer.current = window.setTimeout(() => {
          if (withSearch(LIST_PATH, search) === `${location.pathname}${location.search}`) return;
          window.history.pushState({ ...(window.history.state as object), liveListQuery: query }, '', withSearch(LIST_PATH, search));
        }, URL_DELAY_MS);
      }
    }

    showQuery.current = show;
    const deviceCanAnswer = (query: CircleListQuery) => ready.current && (!navigator.onLine || !hasFavoriteFilter(query));
    const onInput = (event: Event) => {
      const keyword = (event.target as HTMLInputElement).value.trim().slice(0, MAX_KEYWORD_LENGTH);
      const query = { ...current.current, keyword, page: 1 };
      if (deviceCanAnswer(query)) void show(query, 'push');
    };
    const onPopState = (event: PopStateEvent) => {
      const query = (event.state as HistoryState)?.liveListQuery ?? (`${location.pathname}${location.search}` === withSearch(LIST_PATH, serverSearch) ? serverQuery : null);
      if (!query) return;
      const input = keywordInput();
      if (input) input.value = query.keyword;
      void show(query, 'none');
    };

    void client.ask({ kind: 'open' }).then((answer) => {
      if (answer.kind !== 'opened') return;
      ready.current = true;
      setOpenedWorker(client);
      const input = keywordInput();
      input?.addEventListener('input', onInput);
      // Offline, the page is the device's copy of the bare list: a link's own query (keyword, filters) is
      // answered here, as the server would have answered it, and the address shows it again.
      const linked = !navigator.onLine && linkedSearch !== '' ? readCircleListQuery(linkedSearch) : null;
      if (linked && circleListSearch(linked) !== serverSearch) {
        fillListFields(linked);
        window.history.replaceState({ ...(window.history.state as object), liveListQuery: linked }, '', withSearch(LIST_PATH, circleListSearch(linked)));
        void show(linked, 'none');
        return;
      }
      // What was typed while the catalogue was opening is searched now.
      if (input && input.value.trim() !== serverQuery.keyword) input.dispatchEvent(new Event('input'));
    });
    window.addEventListener('popstate', onPopState);
    setLiveListHandler({
      adjust: (next) => (next.keyword === serverQuery.keyword ? { ...next, keyword: current.current.keyword } : next),
      show: (next) => {
        if (!deviceCanAnswer(next)) return false;
        void show(next, 'push');
        return true;
      },
    });
    return () => {
      setLiveListHandler(null);
      window.removeEventListener('popstate', onPopState);
      keywordInput()?.removeEventListener('input', onInput);
      window.clearTimeout(urlTimer.current);
    };
  }, [serverQuery, locale, pageSize, linkedSearch]);

  useEffect(() => {
    for (const id of SERVER_PARTS) {
      const element = document.getElementById(id);
      if (element) element.hidden = shown !== null;
    }
  }, [shown]);

  if (!shown) return null;
  const { query, total, rows } = shown;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const goTo = (page: number) => {
    void showQuery.current?.({ ...query, page }, 'push');
  };

  if (openCircle !== null && openedWorker) {
    return <OfflineCircleView worker={openedWorker} circleId={openCircle} onClose={() => setOpenCircle(null)} />;
  }

  return (
    <section aria-labelledby="live-results-heading" className="col-span-2 md:col-span-1 md:col-start-2">
      <h2 id="live-results-heading" className="text-lg font-semibold text-slate-900">
        {query.isBooth ? t('boothCount', { count: total }) : t('resultCount', { count: total })}
      </h2>
      <p className="mb-2 text-xs text-slate-600">{t('live.offlineResults')}</p>
      <p role="status" className="sr-only">
        {query.isBooth ? t('boothsFound', { count: total }) : t('circlesFound', { count: total })}
      </p>
      {rows.length === 0 ? (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-6">
          {/* As the server's list: a keyword alone that found nothing suggests no filter to remove. */}
          <p className="font-semibold text-slate-900">{activeFilterCount(query) > 0 || !query.keyword ? t('empty') : t('emptyKeyword', { keyword: query.keyword })}</p>
          <p className="mt-1 text-slate-700">{activeFilterCount(query) > 0 || !query.keyword ? t('emptyHint') : t('emptyKeywordHint')}</p>
        </div>
      ) : (
        <ol aria-label={t('results')} className="cl-list">
          {rows.map((row) => (
            <li key={row.id} className="cl-row">
              <div className="cl-body">
                <h3>
                  <a
                    href={row.href}
                    onClick={(event) => {
                      if (navigator.onLine || row.isBooth) return;
                      event.preventDefault();
                      setOpenCircle(row.id);
                    }}
                  >
                    {row.name}
                  </a>
                </h3>
                {row.romaji !== '' && (
                  <p className="cl-ro" lang="ja-Latn">
                    {row.romaji}
                  </p>
                )}
                <dl className="cl-fields">
                  {row.author !== '' && (
                    <>
                      <dt>{t('author')}</dt>
                      <dd>{row.author}</dd>
                    </>
                  )}
                  {row.genre !== '' && (
                    <>
                      <dt>{t('genreLabel')}</dt>
                      <dd>{row.genre}</dd>
                    </>
                  )}
                  {row.placements.length > 0 && (
                    <>
                      <dt>{t('spaceLabel')}</dt>
                      <dd>{row.placements.join(' / ')}</dd>
                    </>
                  )}
                </dl>
                {row.cashless && (
                  <p className="cl-marks">
                    <span className="cl-cashless">{t('cashlessMark')}</span>
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 && (
        <nav className="mt-4 flex items-center justify-between gap-2 text-sm">
          <button type="button" className="min-h-11 rounded-md border border-slate-300 px-3" disabled={query.page <= 1} onClick={() => goTo(query.page - 1)}>
            {t('live.previous')}
          </button>
          <span>{t('live.pageStatus', { page: query.page, count: pageCount })}</span>
          <button type="button" className="min-h-11 rounded-md border border-slate-300 px-3" disabled={query.page >= pageCount} onClick={() => goTo(query.page + 1)}>
            {t('live.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
