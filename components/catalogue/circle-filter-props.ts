import 'server-only';
import { createTranslator } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { CatalogueFacets } from '@/lib/catalogue/facets';
import { genreName } from '@/lib/catalogue/facets';
import { formatWeekday } from '@/lib/catalogue/placement-text';
import type { CircleListQuery } from '@/lib/catalogue/query-string';
import { palette } from '@/lib/favorites/palette';
import { messageFormats } from '@/lib/i18n/formats';
import type { AppLocale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { eventTimeZone } from '@/lib/time/japan-time';
import { activeFilterCount } from '@/lib/catalogue/active-filters';
import type { CircleFilterIslandLabels } from './circle-filters';
import type { CircleFilterFieldLabels, CircleFilterOptions } from './filter-form-html';
import type { KeywordFormLabels } from './keyword-form';

type Labels = CircleFilterFieldLabels & CircleFilterIslandLabels & { keywordForm: KeywordFormLabels };
type FilterProps = { options: CircleFilterOptions & { blocksByHall: Map<string, CircleFilterOptions['blocks']> }; labels: Labels };

// Options and labels depend only on the facets and the language; formatting some two hundred messages
// on every request was a tenth of the page's CPU time. A rebuilt index brings new facets, and a new key.
const cache = new WeakMap<CatalogueFacets, Map<AppLocale, Promise<FilterProps>>>();

/**
 * A language's messages outside a page's request (the blocks' route handler asks for them too), with the
 * formats and time zone the pages' own translations have.
 */
async function translator<Namespace extends 'CircleList' | 'Favorites.colors'>(locale: AppLocale, namespace: Namespace) {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace, formats: messageFormats, timeZone: eventTimeZone });
}

/** The options and labels of one catalogue in one language, translated once. */
function translatedFilterProps(facets: CatalogueFacets, locale: AppLocale): Promise<FilterProps> {
  let byLocale = cache.get(facets);
  if (!byLocale) {
    byLocale = new Map();
    cache.set(facets, byLocale);
  }
  let cached = byLocale.get(locale);
  if (!cached) {
    const translating = translateFilterProps(facets, locale);
    byLocale.set(locale, translating);
    translating.catch(() => byLocale?.delete(locale));
    cached = translating;
  }
  return cached;
}

/**
 * The filter form's options and labels, already translated: the fields' markup is made from them on the
 * server, and the island gets only the few labels it draws itself.
 */
export async function circleFilterProps(facets: CatalogueFacets, query: CircleListQuery, locale: AppLocale): Promise<{ options: CircleFilterOptions; labels: Labels }> {
  const [props, t] = await Promise.all([translatedFilterProps(facets, locale), getTranslations('CircleList')]);
  const selected = t('genresSelected', { count: query.genre.length });
  const { blocksByHall, ...options } = props.options;
  // Blocks are chosen within a hall: only that hall's travel to the browser (the sheet asks for another
  // hall's, `hallBlockOptions`; beside the results a change renders the page anew). Without one, only blocks already in the URL are offered, to show them.
  const hall = query.area.length === 1 ? query.area[0] : undefined;
  const blocks = hall ? (blocksByHall.get(hall) ?? []) : options.blocks.filter((block) => query.block.includes(block.value));
  const labels = {
    ...props.labels,
    filterButton: t('filterButton', { count: activeFilterCount(query) }),
    allBlocks: hall ? props.labels.allBlocks : t('blockNeedsHall'),
    genres: { ...props.labels.genres, selected },
  };
  return { options: { ...options, blocks }, labels };
}

/**
 * The block select's options for one hall, as the form's markup offers them (with the placeholder that
 * goes first): the phone's sheet asks for them when its hall changes, so that its blocks follow the hall
 * before the filters are applied. An empty or unknown hall has no blocks to offer.
 */
export async function hallBlockOptions(facets: CatalogueFacets, hall: string, locale: AppLocale): Promise<{ placeholder: string; blocks: CircleFilterOptions['blocks'] }> {
  const [props, t] = await Promise.all([translatedFilterProps(facets, locale), translator(locale, 'CircleList')]);
  const blocks = props.options.blocksByHall.get(hall);
  return blocks ? { placeholder: props.labels.allBlocks, blocks } : { placeholder: t('blockNeedsHall'), blocks: [] };
}

async function translateFilterProps(facets: CatalogueFacets, locale: AppLocale): Promise<FilterProps> {
  const [t, colors] = await Promise.all([translator(locale, 'CircleList'), translator(locale, 'Favorites.colors')]);
  const circleHalls = facets.halls.filter((hall) => !hall.isCorporate);
  const circleHallKeys = new Set(circleHalls.map((hall) => hall.key));

  const blocks = facets.blocks
    .filter((block) => block.hallKeys.some((key) => circleHallKeys.has(key)))
    .map((block) => ({ value: block.key, label: t('blockName', { area: t(`areas.${block.area}`), name: block.name }), hallKeys: block.hallKeys }));
  const blocksByHall = new Map(circleHalls.map((hall) => [hall.key, blocks.filter((block) => block.hallKeys.includes(hall.key)).map(({ value, label }) => ({ value, label }))]));
  const options: FilterProps['options'] = {
    days: facets.days.map((day) => ({ value: String(day.number), label: t('dayOption', { number: day.number, weekday: formatWeekday(locale, day.date) }) })),
    halls: circleHalls.map((hall) => ({ value: hall.key, label: t('hallName', { area: t(`areas.${hall.area}`), number: hall.number }) })),
    blocks: blocks.map(({ value, label }) => ({ value, label })),
    blocksByHall,
    genres: facets.genres.map((genre) => ({ value: String(genre.code), label: `${genre.code} ${genreName(genre, locale)}` })),
    colors: palette.map((color) => ({ value: color.n, label: colors(color.key as Parameters<typeof colors>[0]) })),
  };

  const labels: Labels = {
    keywordForm: { keyword: t('keyword'), keywordHint: t('keywordHint'), search: t('search') },
    filters: t('filters'),
    // Filled per request: it holds the number of active filters.
    filterButton: '',
    close: t('close'),
    applyFilters: t('applyFilters'),
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
      selected: '',
      noMatches: t('noGenreMatches'),
      apply: t('apply'),
    },
  };
  return { options, labels };
}
