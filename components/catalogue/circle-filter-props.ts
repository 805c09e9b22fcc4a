import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { CatalogueFacets } from '@/lib/catalogue/facets';
import { genreName } from '@/lib/catalogue/facets';
import { formatWeekday } from '@/lib/catalogue/placement-text';
import type { CircleListQuery } from '@/lib/catalogue/query-string';
import { palette } from '@/lib/checklist/palette';
import type { AppLocale } from '@/lib/i18n/locales';
import type { CircleFilterLabels, CircleFilterOptions } from './circle-filters';

/**
 * The filter island's props: options and labels already translated, nothing else, so that the browser
 * receives no message catalogue and only a few kilobytes of data.
 */
export async function circleFilterProps(facets: CatalogueFacets, query: CircleListQuery, locale: AppLocale): Promise<{ options: CircleFilterOptions; labels: CircleFilterLabels }> {
  const [t, colors] = await Promise.all([getTranslations('CircleList'), getTranslations('Favorites.colors')]);
  const circleHalls = facets.halls.filter((hall) => !hall.isCorporate);
  const circleHallKeys = new Set(circleHalls.map((hall) => hall.key));

  const options: CircleFilterOptions = {
    days: facets.days.map((day) => ({ value: String(day.number), label: t('dayOption', { number: day.number, weekday: formatWeekday(locale, day.date) }) })),
    halls: circleHalls.map((hall) => ({ value: hall.key, label: t('hallName', { area: t(`areas.${hall.area}`), number: hall.number }) })),
    blocks: facets.blocks
      .filter((block) => block.hallKeys.some((key) => circleHallKeys.has(key)))
      .map((block) => ({ value: block.key, label: t('blockName', { area: t(`areas.${block.area}`), name: block.name }), hallKeys: block.hallKeys })),
    genres: facets.genres.map((genre) => ({ value: String(genre.code), label: `${genre.code} ${genreName(genre, locale)}` })),
    colors: palette.map((color) => ({ value: color.n, label: colors(color.key as Parameters<typeof colors>[0]), hex: color.hex })),
  };

  const labels: CircleFilterLabels = {
    keyword: t('keyword'),
    keywordHint: t('keywordHint'),
    search: t('search'),
    day: t('day'),
    allDays: t('allDays'),
    hall: t('hall'),
    allHalls: t('allHalls'),
    block: t('block'),
    allBlocks: t('allBlocks'),
    space: t('space'),
    cashless: t('cashless'),
    favoritesOnly: t('favoritesOnly'),
    memo: t('memo'),
    favoriteColor: t('favoriteColor'),
    threshold: t('threshold'),
    experimental: t('experimental'),
    loose: t('loose'),
    strict: t('strict'),
    sort: t('sort'),
    sorts: { placement: t('sortPlacement'), newest: t('sortNewest'), score: t('sortScore') },
    reset: t('reset'),
    updating: t('updating'),
    genres: {
      genre: t('genre'),
      genreSearch: t('genreSearch'),
      allGenres: t('allGenres'),
      selected: t('genresSelected', { count: query.genre.length }),
      noMatches: t('noGenreMatches'),
      apply: t('apply'),
    },
  };
  return { options, labels };
}

/** Colour number → its translated name, for the favourite marks of the rows. */
export async function colorNames(): Promise<Map<number, string>> {
  const colors = await getTranslations('Favorites.colors');
  return new Map(palette.map((color) => [color.n, colors(color.key as Parameters<typeof colors>[0])]));
}
