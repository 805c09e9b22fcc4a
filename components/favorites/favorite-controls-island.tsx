'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { LazyColorLabelDialog } from './lazy-color-label-dialog';
import { FavoriteControl } from './favorite-control';
import { LazyMemoEditor, usePreloadMemoEditorWhenIdle } from './lazy-memo-editor';
import { fromColorWire, type ColorWire } from './color-wire';
import type { FavoriteControlLabels, FavoriteValue } from './favorite-types';
import { NoticeRegion } from './notice-region';
import { useFavoriteEdits } from './use-favorite-edits';
import { useNumberKeys } from './use-number-keys';

/** `[circle id, colour or null when not a favourite, memo]`: the smallest shape that crosses the wire. */
export type FavoriteEntryProp = readonly [number, number | null, string];

type Slot = { element: HTMLElement; circleId: number; name: string };

const circleIdOf = (element: Element | null | undefined, attribute: string) => {
  const value = Number(element?.getAttribute(attribute));
  return Number.isInteger(value) && value > 0 ? value : null;
};

// Rows carry their name in a heading link, the detail page in its h1.
const circleNameOf = (element: HTMLElement) => element.closest('li, article')?.querySelector('h1, h3 a')?.textContent?.trim() ?? '';

function findSlots(attribute: string): Slot[] {
  return [...document.querySelectorAll<HTMLElement>(`[${attribute}]`)].flatMap((element) => {
    const circleId = circleIdOf(element, attribute);
    // Marks the slot as filled: its server-rendered stand-in hides (favorite-controls-slot.css).
    element.dataset.live = '';
    return circleId === null ? [] : [{ element, circleId, name: circleNameOf(element) }];
  });
}

/**
 * The favourite controls of a whole page as ONE client island: the rows are server markup, and the
 * island renders each circle's controls into that row's slot through a portal. A memo slot on the page
 * (`data-favorite-memo`, the detail page) takes the memo editor out of the pop-up.
 */
export function FavoriteControlsIsland({ entries, colors: colorWire, labels }: { entries: readonly FavoriteEntryProp[]; colors: ColorWire; labels: FavoriteControlLabels }) {
  const router = useRouter();
  const initial = useMemo(() => new Map<number, FavoriteValue>(entries.map(([id, color, memo]) => [id, { color, memo }])), [entries]);
  const { values, setColor, remove, memoSaved, notice, announce, dismiss } = useFavoriteEdits(initial, labels);
  // The palette's colours under the member's names, from the compact props (color-wire.ts).
  const [colors, setColors] = useState(() => fromColorWire(colorWire));
  const [renaming, setRenaming] = useState(false);
  const [slots, setSlots] = useState<{ controls: Slot[]; memos: Slot[] }>({ controls: [], memos: [] });
  usePreloadMemoEditorWhenIdle();

  useEffect(() => {
    // The slots are server markup: found once the page is there, and again whenever React replaces the
    // rows' markup (a refresh after renaming a colour), which leaves the old slots detached.
    let found: Slot[] = [];
    const scan = (first: boolean) => {
      const stale = found.some((slot) => !slot.element.isConnected);
      const fresh = document.querySelector('[data-favorite-controls]:not([data-live]), [data-favorite-memo]:not([data-live])');
      // The first scan takes every slot: an island leaving the page may have marked them already.
      if (!first && !stale && !fresh) return;
      const next = { controls: findSlots('data-favorite-controls'), memos: findSlots('data-favorite-memo') };
      found = [...next.controls, ...next.memos];
      setSlots(next);
    };
    scan(true);
    const observer = new MutationObserver(() => scan(false));
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const single = slots.controls.length === 1 ? slots.controls[0]?.circleId : undefined;
  useNumberKeys(
    (target) => circleIdOf(target.closest('li')?.querySelector('[data-favorite-controls]'), 'data-favorite-controls') ?? single ?? null,
    (circleId, color) => void setColor(circleId, color),
  );

  const renamed = (names: ReadonlyMap<number, string>) => {
    setColors((current) => current.map((color) => ({ ...color, name: names.get(color.n) ?? color.name })));
    announce('status', labels.renamed);
    router.refresh();
  };

  const memoElsewhere = new Set(slots.memos.map((slot) => slot.circleId));
  const valueOf = (circleId: number): FavoriteValue => values.get(circleId) ?? { color: null, memo: '' };
  return (
    <>
      {slots.controls.map((slot) =>
        createPortal(
          <FavoriteControl
            circleId={slot.circleId}
            circleName={slot.name}
            value={valueOf(slot.circleId)}
            colors={colors}
            labels={labels}
            withMemo={!memoElsewhere.has(slot.circleId)}
            onPick={(color) => void setColor(slot.circleId, color)}
            onRemove={() => void remove(slot.circleId, slot.name)}
            onMemoSaved={memoSaved}
            onRename={() => setRenaming(true)}
          />,
          slot.element,
          `c${slot.circleId}`,
        ),
      )}
      {slots.memos.map((slot) => createPortal(<LazyMemoEditor circleId={slot.circleId} memo={valueOf(slot.circleId).memo} labels={labels} onSaved={memoSaved} rows={5} />, slot.element, `m${slot.circleId}`))}
      <LazyColorLabelDialog open={renaming} onOpenChange={setRenaming} colors={colors} onRenamed={renamed} />
      <NoticeRegion notice={notice} onDismiss={dismiss} closeLabel={labels.close} />
    </>
  );
}
