import { getTranslations } from 'next-intl/server';
import type { ListDisplaySettings } from '@/lib/account/preferences';
import type { ListRow } from '@/lib/catalogue/list-rows';
import { FavoriteControls } from '@/components/favorites/favorite-controls';
import { resultRowsHtml } from './result-rows-html';
import './result-list.css';

export type ColorNames = ReadonlyMap<number, string>;

/**
 * The rows of a result list, rendered on the server as one escaped HTML string. React sends a page
 * twice (HTML and the data it hydrates from); fifty rows as a tree of a thousand elements cost about a
 * sixth of the page's server time more than one string, and nothing in a row needs React in the
 * browser. Columns follow the viewer's list display settings; without item names the labels are for
 * screen readers only.
 */
export async function ResultList({ id, rows, display, colorNames, label }: { id?: string; rows: readonly ListRow[]; display: ListDisplaySettings; colorNames: ColorNames; label: string }) {
  const [t, booths] = await Promise.all([getTranslations('CircleList'), getTranslations('BoothList')]);
  const markup = resultRowsHtml(rows, display, {
    author: t('author'),
    genre: t('genreLabel'),
    space: t('spaceLabel'),
    memo: t('memoLabel'),
    newWork: t('newWork'),
    cashless: t('cashlessMark'),
    favoriteMark: (color) => t('favoriteMark', { color: colorNames.get(color) ?? t('memoOnly') }),
    boothNumber: (number) => booths('number', { number }),
  });
  // One island fills every row's favourite slot; keyed by the rows so a new page of rows gets a new one.
  const favorites = rows.flatMap((row) => (row.circleId !== null ? [[row.circleId, row.favoriteColor, row.memo] as const] : []));
  return (
    <>
      <ol id={id} aria-label={label} className={display.showItemNames ? 'cl-list' : 'cl-list cl-bare'} dangerouslySetInnerHTML={markup} />
      {favorites.length > 0 && <FavoriteControls key={favorites.map(([id]) => id).join(',')} entries={favorites} />}
    </>
  );
}
