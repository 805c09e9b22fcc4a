'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { buttonStyles } from '@/components/ui/styles';
import { bulkRemoveFavoritesAction } from '@/lib/favorites/actions/bulk-remove-favorites';
import { bulkSetFavoriteColorAction } from '@/lib/favorites/actions/bulk-set-favorite-color';
import { fillTemplate } from '@/lib/i18n/message-template';
import { onEditsSent } from '@/lib/offline/device/edits-sent';
import { LazyColorLabelDialog, preloadColorLabelDialog } from './lazy-color-label-dialog';
import { LazyMemoEditor, preloadMemoEditor, useMemoEditorLoaded, usePreloadMemoEditorWhenIdle } from './lazy-memo-editor';
import type { ColorOption, FavoriteValue } from './favorite-types';
import type { FavoritesTableLabels } from './favorites-table-types';
import { NoticeRegion } from './notice-region';
import { useFavoriteEdits } from './use-favorite-edits';
import { useNumberKeys } from './use-number-keys';

/** `[circle id, colour (0: memo only), memo]` of each row shown, in the order shown. */
export type FavoriteRowEntry = readonly [number, number, string];

type OpenMemo = { circleId: number; host: HTMLElement };

/**
 * Where a cell's editor has arrived, its read-only stand-in leaves; the editor takes the focus if the
 * stand-in had it. Returns the editor's field, if it is there.
 */
function giveWayToEditor(host: HTMLElement): HTMLTextAreaElement | null {
  const field = host.querySelector<HTMLTextAreaElement>('textarea:not([readonly])');
  const standIn = host.parentElement?.querySelector('.fav-static');
  if (field && standIn) {
    const hadFocus = standIn.contains(document.activeElement);
    standIn.remove();
    if (hadFocus) field.focus();
  }
  return field;
}

/** Finds a row's checkbox, colour or link again in the rows' new markup after a refresh. */
function fieldSelector(target: Element): string | null {
  const row = target.closest('[data-favorite-row]')?.getAttribute('data-favorite-row');
  const own = ['data-fav-select', 'data-fav-color', 'href'].find((name) => target.hasAttribute(name));
  return row && own ? `[data-favorite-row="${row}"] [${own}="${CSS.escape(target.getAttribute(own) ?? '')}"]` : null;
}

/** `children` is the rows' server markup (favorites-rows-html.ts); `empty` shows when no row is left. */
type TableProps = { entries: readonly FavoriteRowEntry[]; colors: readonly ColorOption[]; labels: FavoritesTableLabels; empty: ReactNode; children: ReactNode };

const idOf = (element: Element | null | undefined, attribute: string) => {
  const value = Number(element?.getAttribute(attribute));
  return Number.isInteger(value) && value > 0 ? value : null;
};

/**
 * The favourites screen's rows: per-row colour and memo, checkboxes for bulk colour changes and
 * removal, keys 1-9 on the focused row. The rows are server markup with plain fields; this one island
 * listens to them from above and writes its state back into them, so hydration does no per-row work. A
 * row's memo editor mounts when its field is first reached (before that the field is a read-only
 * stand-in). Changes show at once and are undone visibly if the server refuses them; counts and
 * filters follow from the server on refresh.
 */
export function FavoritesTable({ entries, colors, labels, empty, children }: TableProps) {
  const router = useRouter();
  const rowsRef = useRef<HTMLDivElement>(null);
  const initial = useMemo(() => new Map<number, FavoriteValue>(entries.map(([id, color, memo]) => [id, { color, memo }] as const)), [entries]);
  const { values, setColor, bulk, memoSaved, notice, announce, dismiss } = useFavoriteEdits(initial, labels);
  const [renaming, setRenaming] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [bulkColor, setBulkColor] = useState(colors[0]?.n ?? 1);
  const [confirming, setConfirming] = useState(false);
  // The memos whose editor has been opened, each portalled into a host element of its own in the row's
  // memo cell. A refresh that replaces the rows moves the host into the new row's cell, so the editor
  // lives on with its draft, a save under way and its caret (remounted, it lost what was typed since
  // its last save).
  const [memos, setMemos] = useState<readonly OpenMemo[]>([]);
  const memosRef = useRef(memos);
  useEffect(() => {
    memosRef.current = memos;
  });
  // Bumped when the router replaces the rows' markup (after a refresh), so that it is written over again.
  const [, setMarkupVersion] = useState(0);
  // The memo, or else the row's field, that has the focus: removing the focused field with its row moves
  // the focus to the page without a focusout, so it is kept here to give it back after a refresh (a key
  // pressed then would otherwise reach no row).
  const focusedMemo = useRef<number | null>(null);
  const focusedField = useRef<string | null>(null);
  usePreloadMemoEditorWhenIdle();
  // Renders the island again when the editor's code arrives, so that the stand-ins give way to it.
  useMemoEditorLoaded();

  const valueOf = (circleId: number): FavoriteValue => values.get(circleId) ?? { color: null, memo: '' };
  const shownIds = entries.map(([id]) => id).filter((id) => valueOf(id).color !== null);
  const chosen = shownIds.filter((id) => selected.has(id));
  const allChosen = shownIds.length > 0 && chosen.length === shownIds.length;

  // The server's counts and filters follow a saved change. A change kept on the device while offline
  // asks for nothing: a refresh without a network would load the page's saved copy, as it was saved.
  const pick = async (circleId: number, color: number) => {
    if ((await setColor(circleId, color)) === 'saved') router.refresh();
  };
  const pickRef = useRef(pick);
  useEffect(() => {
    pickRef.current = pick;
  });

  // Back online, once the device's queue is sent, the page shows what the server has now (an edit made
  // elsewhere may have been newer), without a reload.
  useEffect(() => onEditsSent(() => router.refresh()), [router]);

  useNumberKeys((target) => idOf(target.closest('[data-favorite-row]'), 'data-favorite-row'), (circleId, color) => void pick(circleId, color));

  // The rows' fields, listened to from above.
  useEffect(() => {
    const root = rowsRef.current;
    if (!root) return;
    const onChange = (event: Event) => {
      const target = event.target as HTMLElement;
      const colorOf = idOf(target, 'data-fav-color');
      if (colorOf !== null) void pickRef.current(colorOf, Number((target as HTMLSelectElement).value));
      const selectOf = idOf(target, 'data-fav-select');
      if (selectOf !== null) {
        const on = (target as HTMLInputElement).checked;
        setSelected((current) => {
          const next = new Set(current);
          if (on) next.add(selectOf);
          else next.delete(selectOf);
          return next;
        });
      }
    };
    // A pointer over a memo starts loading the editor; the field's focus (by tap, click or key) opens it.
    const preload = (event: Event) => {
      if ((event.target as Element).closest('[data-fav-memo]')) preloadMemoEditor();
    };
    const onFocusIn = (event: Event) => {
      focusedField.current = fieldSelector(event.target as Element);
      openMemo(event);
    };
    const openMemo = (event: Event) => {
      const slot = (event.target as Element).closest<HTMLElement>('[data-fav-memo]');
      const circleId = idOf(slot, 'data-fav-memo');
      focusedMemo.current = circleId;
      if (!slot || circleId === null || slot.hasAttribute('data-fav-open')) return;
      slot.dataset.favOpen = '';
      const host = document.createElement('div');
      slot.append(host);
      setMemos((current) => [...current.filter((memo) => memo.circleId !== circleId), { circleId, host }]);
    };
    // A refresh replaces the rows' markup (the markup element's children). Before the next key press
    // reaches the page (this runs in the same task), each open editor's host moves into its new cell,
    // the cell's stand-in gives way, and a field that lost the focus with its old row gets it back.
    const observer = new MutationObserver((records) => {
      if (!records.some((record) => record.target === root.firstElementChild)) return;
      const focusLost = document.activeElement === null || document.activeElement === document.body;
      const kept = memosRef.current.filter(({ circleId, host }) => {
        const slot = root.querySelector<HTMLElement>(`[data-fav-memo="${circleId}"]`);
        if (!slot) return false;
        if (host.parentElement !== slot) {
          slot.dataset.favOpen = '';
          slot.append(host);
        }
        const field = giveWayToEditor(host);
        if (focusLost && focusedMemo.current === circleId) (field ?? slot.querySelector('textarea'))?.focus();
        return true;
      });
      if (kept.length !== memosRef.current.length) setMemos(kept);
      const stillLost = document.activeElement === null || document.activeElement === document.body;
      if (stillLost && focusedField.current) root.querySelector<HTMLElement>(focusedField.current)?.focus();
      setMarkupVersion((version) => version + 1);
    });
    observer.observe(root, { childList: true, subtree: true });
    root.addEventListener('change', onChange);
    // Focus that leaves the rows forgets the field; focus lost with its removed element (a refresh) does
    // not, whether or not the browser reports a focusout for the removal.
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target as Element;
      const [memo, field] = [focusedMemo.current, focusedField.current];
      queueMicrotask(() => {
        // Still in the page and without the focus: the focus really left (an editor moved with its
        // host and focused again is neither).
        if (!left.isConnected || left.contains(document.activeElement)) return;
        if (focusedMemo.current === memo) focusedMemo.current = null;
        if (focusedField.current === field) focusedField.current = null;
      });
    };
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    root.addEventListener('pointerover', preload);
    // What was done in the rows before this island was listening (the rows are there from the first
    // paint): a colour picked, a box ticked, a memo field reached are taken up as if done now.
    for (const field of root.querySelectorAll<HTMLSelectElement | HTMLInputElement>('[data-fav-color], [data-fav-select]')) {
      const changed = field instanceof HTMLSelectElement ? field.value !== (field.querySelector('option[selected]') as HTMLOptionElement | null)?.value : field.checked;
      if (changed) onChange({ target: field } as unknown as Event);
    }
    if (document.activeElement && root.contains(document.activeElement)) onFocusIn({ target: document.activeElement } as unknown as Event);
    // Keys 1-9 and the memo editors answer from here on (a key pressed before the page's scripts ran
    // does nothing); the tests wait for it before pressing one.
    root.dataset.listening = '';
    return () => {
      delete root.dataset.listening;
      observer.disconnect();
      root.removeEventListener('change', onChange);
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      root.removeEventListener('pointerover', preload);
    };
  }, []);

  // The state written into the rows: colour bar, selected colour, checkbox, rows removed here hidden.
  useLayoutEffect(() => {
    const root = rowsRef.current;
    if (!root) return;
    for (const row of root.querySelectorAll<HTMLElement>('[data-favorite-row]')) {
      const circleId = idOf(row, 'data-favorite-row');
      if (circleId === null) continue;
      const value = valueOf(circleId);
      row.hidden = value.color === null;
      const hex = value.color ? colors[value.color - 1]?.hex : undefined;
      row.style.boxShadow = hex ? `inset 4px 0 0 ${hex}` : '';
      const select = row.querySelector<HTMLSelectElement>('[data-fav-color]');
      if (select && value.color !== null) {
        if (value.color !== 0) select.querySelector('option[value="0"]')?.remove();
        select.value = String(value.color);
      }
      const box = row.querySelector<HTMLInputElement>('[data-fav-select]');
      if (box) box.checked = selected.has(circleId);
      // The memo's read-only stand-in, until its editor arrives, shows a memo kept on the device too.
      const standIn = row.querySelector<HTMLTextAreaElement>('.fav-static textarea');
      if (standIn && standIn.value !== value.memo) standIn.value = value.memo;
    }
    for (const group of root.querySelectorAll<HTMLElement>('[data-fav-group]')) group.hidden = group.querySelector('[data-favorite-row]:not([hidden])') === null;
  });

  // Once a cell's editor is there (the island renders again when its code arrives), the stand-in leaves
  // in the same frame.
  useLayoutEffect(() => {
    for (const { host } of memos) giveWayToEditor(host);
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

  const rowName = (host: HTMLElement) => host.closest('tr')?.querySelector('a[href^="/circle/"]')?.textContent ?? '';
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
      <div ref={rowsRef} data-favorite-rows="">{children}</div>
      {memos.map(({ circleId, host }) =>
        createPortal(
          <LazyMemoEditor circleId={circleId} memo={valueOf(circleId).memo} labels={labels} onSaved={memoSaved} rows={2} accessibleLabel={fillTemplate(labels.rowMemo, { name: rowName(host) })} />,
          host,
          `m${circleId}`,
        ),
      )}
      <LazyColorLabelDialog
        open={renaming}
        onOpenChange={setRenaming}
        colors={colors}
        onRenamed={() => {
          announce('status', labels.renamed);
          router.refresh();
        }}
      />
      <NoticeRegion notice={notice} onDismiss={dismiss} closeLabel={labels.close} />
    </div>
  );
}
