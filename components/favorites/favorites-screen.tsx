import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { CatalogueChangesPanel, CHANGES_PANEL_ID } from '@/components/catalogue-changes/catalogue-changes-panel';
import { ChecklistPanel } from '@/components/checklist/checklist-panel';
import { ImportNotice } from '@/components/catalogue-changes/import-notice';
import { FavoritesNotificationOffer } from '@/components/notifications/favorites-notification-offer';
import { currentImport } from '@/lib/catalogue-changes/import-stream';
import { loadMemberChanges } from '@/lib/catalogue-changes/member-changes';
import { goesWithAGroup } from '@/lib/groups/membership';
import { formatPlacement, formatWeekday, mergeSides } from '@/lib/catalogue/placement-text';
import { hallKey } from '@/lib/catalogue/venue';
import { getConfig } from '@/lib/config/get-config';
import { countByColor, filterFavorites, groupByDayAndHall, type FavoriteEntry } from '@/lib/favorites/favorite-list';
import type { FavoritesQuery } from '@/lib/favorites/favorites-query';
import { circlesForPixivUser, loadFavoritePictures, loadFavorites } from '@/lib/favorites/load-favorites';
import { pixivFollowingUrl, pixivUserUrl } from '@/lib/favorites/pixiv';
import type { MenuOrCut } from '@/lib/catalogue/circle-thumbnails';
import type { AppLocale } from '@/lib/i18n/locales';
import { templateArguments } from '@/lib/i18n/message-template';
import { colorOptions } from './color-options';
import { favoriteControlLabels } from './favorite-controls';
import { FavoritesFilters } from './favorites-filters';
import { MarkupOnce } from '@/components/html/markup-once';
import { favoritesRowsHtml } from './favorites-rows-html';
import { FavoritesTable, type FavoriteRowEntry } from './favorites-table';
import type { FavoriteGroupProp, FavoriteRowProp, FavoritesTableLabels } from './favorites-table-types';

type Option = { value: string; label: string };

/** Days and halls that hold favourites, in venue order: the only ones worth filtering by. */
function filterOptions(entries: readonly FavoriteEntry[], dayLabel: (number: number, date: Date) => string, hallLabel: (area: FavoriteEntry['spaces'][number]['area'], number: number) => string) {
  const days = new Map<number, Option>();
  const halls = new Map<string, Option & { order: number }>();
  const areaOrder = { EAST: 0, WEST: 1, SOUTH: 2 } as const;
  for (const space of entries.flatMap((entry) => entry.spaces)) {
    days.set(space.dayNumber, { value: String(space.dayNumber), label: dayLabel(space.dayNumber, space.date) });
    const key = hallKey(space.area, space.hallNumber);
    halls.set(key, { value: key, label: hallLabel(space.area, space.hallNumber), order: areaOrder[space.area] * 100 + space.hallNumber });
  }
  return {
    days: [...days.entries()].sort(([a], [b]) => a - b).map(([, option]) => option),
    halls: [...halls.values()].sort((a, b) => a.order - b.order).map(({ value, label }) => ({ value, label })),
  };
}

async function tableLabels(locale: AppLocale): Promise<FavoritesTableLabels> {
  const [controls, t] = await Promise.all([favoriteControlLabels(locale), getTranslations({ locale, namespace: 'FavoritesPage' })]);
  const keys = [
    'list', 'columnSelect', 'columnColor', 'columnSpace', 'columnCircle', 'columnAuthor', 'columnMemo', 'columnLinks', 'selectAll', 'selectRow', 'rowColor', 'rowMemo',
    'memoOnly', 'changedMark', 'groupWant', 'selected', 'bulkActions', 'bulkColor', 'bulkApply', 'bulkRemove', 'bulkConfirm', 'confirmRemove', 'cancel', 'bulkRecolored', 'bulkRemoved', 'pixivLink',
  ] as const;
  const placeholders = templateArguments('group', 'name', 'count');
  const own = Object.fromEntries(keys.map((key) => [key, t(key, placeholders)])) as Pick<FavoritesTableLabels, (typeof keys)[number]>;
  const { memo, memoHint, saving, saved, saveFailed, retry, rolledBack, queuedOffline, removed, close, rename, renamed } = controls;
  return { memo, memoHint, saving, saved, saveFailed, retry, rolledBack, queuedOffline, removed, close, rename, renamed, ...own };
}

/** A row's picture: the menu with its text (the organiser's, else "Menu of …"), or the cut beside the name it repeats (no text). */
function pictureOf(picture: MenuOrCut | undefined, name: string, menuOf: (name: string) => string): FavoriteRowProp['picture'] {
  if (!picture) return { url: '', alt: '' };
  return { url: picture.url, alt: picture.menu ? picture.alt || menuOf(name) : '' };
}

/** How many of the filters narrow the list: the colours count as one. */
function filtersInUse(query: FavoritesQuery): number {
  return [query.color.length > 0, query.day !== undefined, query.hall !== undefined, query.memo !== ''].filter(Boolean).length;
}

/** /user/favorites: the user's favourites by day and hall, filters, bulk edits, pixiv links, the checklist CSV. */
export async function FavoritesScreen({ userId, mayViewAdult, query }: { userId: string; mayViewAdult: boolean; query: FavoritesQuery }) {
  const locale = (await getLocale()) as AppLocale;
  const [entries, changes, inGroup, colors, labels, t, list, routes, catalogueImport, changesText] = await Promise.all([
    loadFavorites(userId),
    loadMemberChanges(userId),
    goesWithAGroup(userId),
    colorOptions(userId, locale),
    tableLabels(locale),
    getTranslations('FavoritesPage'),
    getTranslations('CircleList'),
    getTranslations('Routes'),
    currentImport(),
    getTranslations('CatalogueChanges'),
  ]);
  const images = await getTranslations('ImageViewer');
  const pixivBase = getConfig().baseUrls.pixiv;
  const shown = filterFavorites(entries, query);
  const pictures = await loadFavoritePictures(shown, { adult: mayViewAdult }, locale);
  const pixivCircles = query.pixiv !== undefined && shown.length === 0 ? await circlesForPixivUser(query.pixiv) : [];
  const dayLabel = (number: number, date: Date) => list('dayOption', { number, weekday: formatWeekday(locale, date) });
  const hallLabel = (area: 'EAST' | 'WEST' | 'SOUTH', number: number) => list('hallName', { area: list(`areas.${area}`), number });
  const changed = new Set(changes.map((change) => change.circleId));
  const groups: FavoriteGroupProp[] = groupByDayAndHall(shown).map((group) => ({
    key: group.key,
    heading: group.dayNumber !== null && group.date && group.area && group.hallNumber !== null ? t('group', { day: dayLabel(group.dayNumber, group.date), hall: hallLabel(group.area, group.hallNumber) }) : t('noSpace'),
    rows: group.entries.map((entry) => ({
      circleId: entry.circleId,
      name: entry.name,
      romaji: entry.romaji,
      author: entry.author,
      spaces: entry.withdrawn
        ? t('withdrawn')
        : mergeSides(entry.spaces.map((space) => ({ ...space, block: space.block })))
            .map((space) => formatPlacement(locale, space.date, space))
            .join(' / '),
      color: entry.color,
      memo: entry.memo,
      pixivHref: entry.pixivUserId ? pixivUserUrl(pixivBase, entry.pixivUserId) : null,
      picture: pictureOf(pictures.get(entry.circleId), entry.name, (name) => images('menuOf', { name })),
      changedHref: changed.has(entry.circleId) ? `#${CHANGES_PANEL_ID}` : null,
      // The circle page's wants form, for a member who goes with a group (decision 036).
      groupWantHref: inGroup && !entry.withdrawn ? `/circle/${entry.circleId}#circle-want-panel` : null,
    })),
  }));
  const options = filterOptions(entries, dayLabel, hallLabel);
  const inUse = filtersInUse(query);
  const rowEntries: FavoriteRowEntry[] = groups.flatMap((group) => group.rows.map((row) => [row.circleId, row.color, row.memo] as const));

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:px-8">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{routes('favorites')}</h1>
      <p className="mt-1 text-slate-700">
        {shown.length === entries.length ? t('total', { count: entries.length }) : t('shown', { shown: shown.length, total: entries.length })}
      </p>
      {catalogueImport && <ImportNotice importId={catalogueImport.importId} text={{ notice: changesText('importNotice'), refresh: changesText('showUpdate') }} />}
      <CatalogueChangesPanel changes={changes} page="/user/favorites" />
      <FavoritesNotificationOffer />
      {query.pixiv !== undefined && (
        <div role="status" className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
          {shown.length > 0 ? (
            <p>{t('pixivMatch', { id: query.pixiv })}</p>
          ) : pixivCircles.length > 0 ? (
            <p>
              {t('pixivNotFavorite', { id: query.pixiv })}{' '}
              {pixivCircles.map((circle) => (
                <a key={circle.id} href={`/circle/${circle.id}`} className="mr-2 font-semibold">
                  {circle.name}
                </a>
              ))}
            </p>
          ) : (
            <p>{t('pixivUnknown', { id: query.pixiv })}</p>
          )}
          <a href="/user/favorites" className="font-semibold">
            {t('showAll')}
          </a>
        </div>
      )}
      <div className="mt-4 gap-8 md:grid md:grid-cols-[17rem_minmax(0,1fr)]">
        <aside className="mb-6 space-y-4 md:mb-0">
          {/* Behind a disclosure on a phone, so that the favourites follow the heading; open with filters
              in use, and always open beside the table from 960 px (favorites-page.css). */}
          <details className="fav-filters" open={inUse > 0}>
            <summary>{t('filtersSummary', { count: inUse })}</summary>
            <FavoritesFilters query={query} colors={colors} counts={countByColor(entries)} days={options.days} halls={options.halls} />
          </details>
          <p className="text-sm">
            <a href={pixivFollowingUrl(pixivBase)} rel="noopener noreferrer" target="_blank" className="font-semibold">
              {t('pixivFollowing')}
            </a>
          </p>
        </aside>
        <section aria-label={routes('favorites')}>
          <FavoritesTable
            entries={rowEntries}
            colors={colors}
            labels={labels}
            empty={
              entries.length === 0 ? (
                <div className="rounded-lg border border-slate-200 bg-slate-50 p-6">
                  <p className="font-semibold text-slate-900">{t('empty')}</p>
                  <p className="mt-1 text-slate-700">{t('emptyHint')}</p>
                  <Link href="/circle/list" prefetch={false} className="mt-3 inline-block font-semibold">
                    {t('toList')}
                  </Link>
                </div>
              ) : (
                <div className="rounded-lg border border-slate-200 bg-slate-50 p-6">
                  <p className="font-semibold text-slate-900">{t('noMatches')}</p>
                  <a href="/user/favorites" className="mt-3 inline-block font-semibold">
                    {t('reset')}
                  </a>
                </div>
              )
            }
          >
            <MarkupOnce markup={favoritesRowsHtml(groups, colors, labels)} />
          </FavoritesTable>
        </section>
      </div>
      <div className="mt-10">
        <ChecklistPanel memberColorNames={colors.map((color) => color.name)} />
      </div>
    </div>
  );
}
