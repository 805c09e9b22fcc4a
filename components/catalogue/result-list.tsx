import { getTranslations } from 'next-intl/server';
import type { MemberOverlay } from '@/lib/catalogue/member-overlay';
import { FavoriteControls } from '@/components/favorites/favorite-controls';
import { MarkupOnce } from '@/components/html/markup-once';
import { favoriteHoles, fillRows, type RowsTemplate } from './result-rows-html';

export type ColorNames = ReadonlyMap<number, string>;

/** A short key for a set of rows (FNV-1a of their ids): a new page of rows gets a new island. */
function rowsKey(circleIds: readonly number[]): string {
  let hash = 0x811c9dc5;
  for (const id of circleIds) {
    hash ^= id;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${circleIds.length}-${hash.toString(36)}`;
}

type ResultListProps = { id?: string; template: RowsTemplate; member: MemberOverlay; colorNames: ColorNames; label: string; withMemo?: boolean };

/**
 * The rows of a result list: the shared markup of the page cache with the member's memos and favourite
 * marks laid into it, passed through React as one string sent once (MarkupOnce). Nothing in a row needs
 * React in the browser. Columns follow the member's list display settings; without item names the labels are
 * for screen readers only.
 */
export async function ResultList({ id, template, member, colorNames, label, withMemo = true }: ResultListProps) {
  const t = await getTranslations('CircleList');
  const fill = favoriteHoles(
    { memo: t('memoLabel'), favoriteMark: (color) => t('favoriteMark', { color: colorNames.get(color) ?? t('memoOnly') }) },
    withMemo && member.display.showMemo,
  );
  const className = member.display.showItemNames ? 'cl-list' : 'cl-list cl-bare';
  // One island fills every row's favourite slot; keyed by the rows so a new page of rows gets a new one.
  // It learns only the favourites: every other circle on the page is none.
  const circleIds = [...new Set(template.holes.map((hole) => hole.circleId))];
  const favorites = [...member.favorites].map(([circleId, favorite]) => [circleId, favorite.color, favorite.memo] as const);
  return (
    <>
      <MarkupOnce as="ol" id={id} className={className} label={label} markup={fillRows(template, (hole) => fill(hole, member.favorites.get(hole.circleId)))} />
      {circleIds.length > 0 && <FavoriteControls key={rowsKey(circleIds)} entries={favorites} colorLabels={member.colorLabels} />}
    </>
  );
}
