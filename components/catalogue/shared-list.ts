import 'server-only';
import { getTranslations } from 'next-intl/server';
import { listBooths, listCircles, type ListResult } from '@/lib/catalogue/list-circles';
import { cataloguePages, viewerKind } from '@/lib/catalogue/page-cache';
import { boothListSearch, circleListSearch, hasFavoriteFilter, type BoothListQuery, type CircleListQuery } from '@/lib/catalogue/query-string';
import type { CatalogueViewer } from '@/lib/catalogue/viewer';
import type { AppLocale } from '@/lib/i18n/locales';
import { resultRowsTemplate, type RowsTemplate, type SharedColumns, type SharedRowLabels } from './result-rows-html';

/** A result page as every member of a kind sees it in a language: counts, facets and the rows' markup. */
export type SharedList = Omit<ListResult, 'rows'> & {
  rowCount: number;
  /** The circles on the page, for the member's favourites to be read for. */
  circleIds: number[];
  /** The rows' markup for a choice of columns and the images mode, made once per choice. */
  rowsFor(columns: SharedColumns): RowsTemplate;
};

async function sharedRowLabels(locale: AppLocale): Promise<SharedRowLabels> {
  const [t, booths, images] = await Promise.all([
    getTranslations({ locale, namespace: 'CircleList' }),
    getTranslations({ locale, namespace: 'BoothList' }),
    getTranslations({ locale, namespace: 'ImageViewer' }),
  ]);
  return {
    author: t('author'),
    genre: t('genreLabel'),
    space: t('spaceLabel'),
    newWork: t('newWork'),
    cashless: t('cashlessMark'),
    boothNumber: (number) => booths('number', { number }),
    thumbnailOf: (name) => images('thumbnailOf', { name }),
  };
}

async function share(result: ListResult, locale: AppLocale): Promise<SharedList> {
  const labels = await sharedRowLabels(locale);
  const templates = new Map<string, RowsTemplate>();
  const { rows, ...counts } = result;
  return {
    ...counts,
    rowCount: rows.length,
    circleIds: rows.flatMap((row) => (row.circleId !== null ? [row.circleId] : [])),
    rowsFor(columns) {
      const key = `${+columns.showAuthor}${+columns.showGenre}${+columns.showSpace}${+columns.showImages}`;
      let template = templates.get(key);
      if (!template) {
        template = resultRowsTemplate(rows, columns, labels);
        templates.set(key, template);
      }
      return template;
    },
  };
}

/**
 * The circle list's shared part, from the page cache: one entry per query, language, kind of viewer and
 * catalogue version. A query filtered by the member's own favourites is that member's alone and is
 * made for each request instead.
 */
export function sharedCircleList(query: CircleListQuery, viewer: CatalogueViewer, locale: AppLocale): Promise<SharedList> {
  const make = async () => share(await listCircles(query, viewer, locale), locale);
  if (hasFavoriteFilter(query)) return make();
  return cataloguePages().get({ page: 'circle-list', locale, kind: viewerKind(viewer), variant: circleListSearch(query) }, make);
}

export function sharedBoothList(query: BoothListQuery, viewer: CatalogueViewer, locale: AppLocale): Promise<SharedList> {
  return cataloguePages().get({ page: 'booth-list', locale, kind: viewerKind(viewer), variant: boothListSearch(query) }, async () =>
    share(await listBooths(query, viewer, locale), locale),
  );
}
