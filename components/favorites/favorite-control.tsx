'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { fillTemplate } from '@/lib/i18n/message-template';
import { ColorPicker } from './color-picker';
import type { ColorOption, FavoriteControlLabels, FavoriteValue } from './favorite-types';
import { LazyMemoEditor, preloadMemoEditor } from './lazy-memo-editor';

type FavoriteControlProps = {
  circleId: number;
  circleName: string;
  value: FavoriteValue;
  colors: readonly ColorOption[];
  labels: FavoriteControlLabels;
  /** False where the page edits the memo elsewhere (the detail page's memo section). */
  withMemo: boolean;
  onPick: (color: number) => void;
  onRemove: () => void;
  onMemoSaved: (circleId: number, state: { color: number; memo: string } | null) => void;
  onRename: () => void;
};

/**
 * A panel opened low on a phone's screen reaches below it, Close and all: the page scrolls it up as far as
 * it needs (never past the panel's top). Only the page scrolls, so the map, which does not, stays put.
 */
function bringIntoView(panel: HTMLDivElement | null) {
  if (!panel) return;
  const { top, bottom } = panel.getBoundingClientRect();
  const below = bottom + 8 - window.innerHeight;
  if (below > 0) window.scrollBy({ top: Math.min(below, top - 8) });
}

/** One circle's favourite: a button showing its colour that opens the colours, removal and memo. */
export function FavoriteControl({ circleId, circleName, value, colors, labels, withMemo, onPick, onRemove, onMemoSaved, onRename }: FavoriteControlProps) {
  const [open, setOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const color = value.color !== null && value.color > 0 ? colors[value.color - 1] : undefined;
  const name = value.color === 0 ? labels.memoOnly : color?.name;
  const buttonLabel = value.color === null ? fillTemplate(labels.add, { name: circleName }) : fillTemplate(labels.change, { name: circleName, color: name ?? '' });

  // A click elsewhere closes the panel. On the click, not the press: closing shrinks what holds the
  // panel (the map's popup moves with it), and a press that closed it would move the button being
  // pressed, the popup's close button, away before the click.
  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node) && !(event.target as Element).closest('[role="dialog"]')) setOpen(false);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  // A pick is the errand done: the panel closes, as a menu does, and the toggle shows the new colour.
  const pick = (color: number) => {
    onPick(color);
    close();
  };

  return (
    <div ref={root} className="relative" onKeyDown={(event) => event.key === 'Escape' && open && (event.stopPropagation(), close())}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={buttonLabel}
        title={buttonLabel}
        onClick={() => setOpen(!open)}
        onPointerEnter={preloadMemoEditor}
        onFocus={preloadMemoEditor}
        // A 44 px touch target around the 32 px mark that shows the colour.
        className="group flex size-11 items-center justify-center rounded-full"
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full border border-slate-400 bg-white text-lg leading-none text-slate-500 group-hover:border-slate-700"
          style={color ? { backgroundColor: color.hex, borderColor: '#334155' } : undefined}
        >
          {value.color === null ? '☆' : value.color === 0 ? '✎' : ''}
        </span>
      </button>
      {open && (
        <div ref={bringIntoView} id={panelId} data-fav-panel="" role="group" aria-label={fillTemplate(labels.colors, { name: circleName })} className="absolute top-12 right-0 z-30 w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-300 bg-white p-3 text-left shadow-lg">
          <ColorPicker colors={colors} selected={value.color} label={fillTemplate(labels.colors, { name: circleName })} onPick={pick} />
          {/* Keys need a keyboard: a touch screen (no hover, a coarse pointer) is not told of them. */}
          <p className="mt-1 text-xs text-slate-600 pointer-coarse:hidden [@media(hover:none)]:hidden">{labels.keyHint}</p>
          <div className="mt-2 flex flex-wrap gap-2 text-sm">
            {value.color !== null && (
              <button
                type="button"
                onClick={() => {
                  onRemove();
                  setGeneration(generation + 1);
                }}
                className="min-h-11 rounded border border-secondary-700 px-3 font-semibold text-secondary-700"
              >
                {labels.remove}
              </button>
            )}
            <button type="button" onClick={onRename} className="min-h-11 rounded border border-slate-400 px-3">
              {labels.rename}
            </button>
            <button type="button" onClick={close} className="ml-auto min-h-11 rounded px-3 text-slate-700">
              {labels.close}
            </button>
          </div>
          {withMemo && (
            <div className="mt-3">
              <LazyMemoEditor key={generation} circleId={circleId} memo={value.memo} labels={labels} onSaved={onMemoSaved} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
