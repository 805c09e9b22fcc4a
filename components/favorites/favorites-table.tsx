'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState, type ReactNode } from 'react';
import { buttonStyles } from '@/components/ui/styles';
import { bulkRemoveFavoritesAction } from '@/lib/favorites/actions/bulk-remove-favorites';
import { bulkSetFavoriteColorAction } from '@/lib/favorites/actions/bulk-set-favorite-color';
import { fillTemplate } from '@/lib/i18n/message-template';
import { LazyColorLabelDialog, preloadColorLabelDialog } from './lazy-color-label-dialog';
import type { ColorOption, FavoriteValue } from './favorite-types';
import type { FavoriteGroupProp, FavoriteRowProp, FavoritesTableLabels } from './favorites-table-types';
import { StandingMemoEditor } from './memo-stand-in';
import { NoticeRegion } from './notice-region';
import { useFavoriteEdits } from './use-favorite-edits';
import { useNumberKeys } from './use-number-keys';

/** `empty` shows when no row is left to show, also after the rows shown were removed here. */
type TableProps = { groups: readonly FavoriteGroupProp[]; colors: readonly ColorOption[]; labels: FavoritesTableLabels; empty: ReactNode };

const cell = 'px-2 py-2 align-top max-md:p-0';

/**
 * The favourites screen's rows: per-row colour and memo, checkboxes for bulk colour changes and
 * removal, keys 1-9 on the focused row. Changes show at once and are undone visibly if the server
 * refuses them; counts and filters follow from the server on refresh.
 */
export function FavoritesTable({ groups, colors, labels, empty }: TableProps) {
  const router = useRouter();
  const initial = useMemo(() => new Map<number, FavoriteValue>(groups.flatMap((group) => group.rows.map((row) => [row.circleId, { color: row.color, memo: row.memo }] as const))), [groups]);
  const { values, setColor, bulk, memoSaved, notice, announce, dismiss } = useFavoriteEdits(initial, labels);
  const [renaming, setRenaming] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [bulkColor, setBulkColor] = useState(colors[0]?.n ?? 1);
  const [confirming, setConfirming] = useState(false);

  const visible = (row: FavoriteRowProp) => values.get(row.circleId)?.color !== null;
  const shownIds = groups.flatMap((group) => group.rows.filter(visible).map((row) => row.circleId));
  const chosen = shownIds.filter((id) => selected.has(id));
  const allChosen = shownIds.length > 0 && chosen.length === shownIds.length;

  const pick = async (circleId: number, color: number) => {
    await setColor(circleId, color);
    router.refresh();
  };
  useNumberKeys((target) => {
    const id = Number(target.closest('[data-favorite-row]')?.getAttribute('data-favorite-row'));
    return Number.isInteger(id) && id > 0 ? id : null;
  }, (circleId, color) => void pick(circleId, color));

  const toggle = (circleId: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(circleId);
      else next.delete(circleId);
      return next;
    });

  const recolor = async () => {
    const ids = chosen;
    const ok = await bulk(ids, (value) => ({ ...value, color: bulkColor }), () => bulkSetFavoriteColorAction({ circleIds: ids, color: bulkColor }), fillTemplate(labels.bulkRecolored, { count: ids.length }));
    if (ok) router.refresh();
  };
  const removeChosen = async () => {
    const ids = chosen;
    setConfirming(false);
    const ok = await bulk(ids, () => ({ color: null, memo: '' }), () => bulkRemoveFavoritesAction({ circleIds: ids }), fillTemplate(labels.bulkRemoved, { count: ids.length }));
    if (ok) {
      setSelected(new Set());
      router.refresh();
    }
  };

  return (
    <div>
      {shownIds.length === 0 && empty}
      <div hidden={shownIds.length === 0} role="group" aria-label={labels.bulkActions} className="sticky top-0 z-10 mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white/95 p-3 text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={allChosen} onChange={(event) => setSelected(event.target.checked ? new Set(shownIds) : new Set())} className="size-5 accent-primary-700" />
          {labels.selectAll}
        </label>
        <span aria-live="polite">{fillTemplate(labels.selected, { count: chosen.length })}</span>
        <label className="flex items-center gap-2">
          {labels.bulkColor}
          <select value={bulkColor} onChange={(event) => setBulkColor(Number(event.target.value))} className="rounded border border-slate-300 px-2 py-1">
            {colors.map((color) => (
              <option key={color.n} value={color.n}>
                {color.n}. {color.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" disabled={chosen.length === 0} onClick={() => void recolor()} className={buttonStyles.outline}>
          {labels.bulkApply}
        </button>
        <button type="button" disabled={chosen.length === 0} onClick={() => setConfirming(true)} className={buttonStyles.secondary}>
          {labels.bulkRemove}
        </button>
        <button type="button" onClick={() => setRenaming(true)} onPointerEnter={preloadColorLabelDialog} onFocus={preloadColorLabelDialog} className="ml-auto rounded border border-slate-400 px-3 py-2">
          {labels.rename}
        </button>
        {confirming && chosen.length > 0 && (
          <div role="alertdialog" aria-label={labels.bulkRemove} className="flex w-full flex-wrap items-center gap-2 rounded border border-secondary-300 bg-secondary-50 p-2">
            <span>{fillTemplate(labels.bulkConfirm, { count: chosen.length })}</span>
            <button type="button" onClick={() => void removeChosen()} className={buttonStyles.secondary}>
              {labels.confirmRemove}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={buttonStyles.outline}>
              {labels.cancel}
            </button>
          </div>
        )}
      </div>
      {groups.map((group) => {
        const rows = group.rows.filter(visible);
        if (rows.length === 0) return null;
        return (
          <section key={group.key} aria-labelledby={`fav-group-${group.key}`} className="mb-8">
            <h2 id={`fav-group-${group.key}`} className="mb-2 text-lg font-semibold text-slate-900">
              {group.heading}
            </h2>
            <table aria-label={fillTemplate(labels.list, { group: group.heading })} className="w-full border-collapse text-sm max-md:block">
              <thead className="max-md:sr-only">
                <tr className="border-b border-slate-300 text-left text-slate-700">
                  <th className={cell}>{labels.columnSelect}</th>
                  <th className={cell}>{labels.columnColor}</th>
                  <th className={cell}>{labels.columnSpace}</th>
                  <th className={cell}>{labels.columnCircle}</th>
                  <th className={cell}>{labels.columnAuthor}</th>
                  <th className={cell}>{labels.columnMemo}</th>
                  <th className={cell}>{labels.columnLinks}</th>
                </tr>
              </thead>
              <tbody className="max-md:block">
                {rows.map((row) => {
                  const value = values.get(row.circleId) ?? { color: row.color, memo: row.memo };
                  const hex = value.color ? colors[value.color - 1]?.hex : undefined;
                  return (
                    <tr
                      key={row.circleId}
                      data-favorite-row={row.circleId}
                      className="border-b border-slate-200 max-md:grid max-md:grid-cols-[auto_minmax(0,1fr)] max-md:gap-x-3 max-md:gap-y-1 max-md:py-3"
                      style={{ boxShadow: hex ? `inset 4px 0 0 ${hex}` : undefined }}
                    >
                      <td className={`${cell} pl-3 max-md:row-span-4 max-md:pl-2`}>
                        <input type="checkbox" aria-label={fillTemplate(labels.selectRow, { name: row.name })} checked={selected.has(row.circleId)} onChange={(event) => toggle(row.circleId, event.target.checked)} className="size-5 accent-primary-700" />
                      </td>
                      <td className={cell}>
                        <select
                          aria-label={fillTemplate(labels.rowColor, { name: row.name })}
                          value={value.color ?? 0}
                          onChange={(event) => void pick(row.circleId, Number(event.target.value))}
                          className="max-w-40 rounded border border-slate-300 px-1 py-1"
                        >
                          {value.color === 0 && (
                            <option value={0} disabled>
                              {labels.memoOnly}
                            </option>
                          )}
                          {colors.map((color) => (
                            <option key={color.n} value={color.n}>
                              {color.n}. {color.name}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td className={`${cell} font-semibold whitespace-nowrap`}>{row.spaces}</td>
                      <td className={cell}>
                        <a href={`/circle/${row.circleId}`}>{row.name}</a>
                      </td>
                      <td className={`${cell} text-slate-700`}>{row.author}</td>
                      <td className={`${cell} min-w-48 max-md:col-start-2`}>
                        <StandingMemoEditor circleId={row.circleId} memo={value.memo} labels={labels} onSaved={memoSaved} rows={2} accessibleLabel={fillTemplate(labels.rowMemo, { name: row.name })} />
                      </td>
                      <td className={`${cell} max-md:col-start-2`}>
                        {row.pixivHref && (
                          <a href={row.pixivHref} rel="noopener noreferrer" target="_blank" aria-label={fillTemplate(labels.pixivLink, { name: row.name })}>
                            pixiv
                          </a>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        );
      })}
      <LazyColorLabelDialog
        open={renaming}
        onOpenChange={setRenaming}
        colors={colors}
        labels={labels}
        onRenamed={() => {
          announce('status', labels.renamed);
          router.refresh();
        }}
      />
      <NoticeRegion notice={notice} onDismiss={dismiss} closeLabel={labels.close} />
    </div>
  );
}
