'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { HighlightItems, type HighlightItem } from './highlight-list';
import type { VenueMapLabels } from './venue-map-props';

/**
 * On a phone the list of the hall's favourites is a bottom sheet opened from a button floating over the
 * map, so that the map keeps the screen; a wide screen shows the list beside the map instead. Choosing a
 * favourite closes the sheet and shows it on the map.
 */
export function FavoritesSheet({ items, labels }: { items: readonly HighlightItem[]; labels: VenueMapLabels }) {
  const [open, setOpen] = useState(false);

  // A screen that grows to the wide layout while the sheet is open shows the list beside the map.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia('(min-width: 768px)');
    const close = () => wide.matches && setOpen(false);
    close();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [open]);

  const closing = items.map((item) => ({ ...item, onShow: () => (setOpen(false), item.onShow()) }));
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="absolute bottom-3 left-2 z-10 min-h-11 rounded-full border border-primary-700 bg-white px-4 text-sm font-semibold text-primary-800 shadow-md hover:bg-primary-50 md:hidden">
        {labels.favoritesSheetOpen}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content aria-describedby={undefined} className="fixed inset-x-0 bottom-0 z-50 flex max-h-[70dvh] flex-col rounded-t-2xl bg-white shadow-2xl">
          <div className="flex items-center justify-between border-b border-slate-200 py-1 pr-1 pl-4">
            <Dialog.Title className="text-lg font-bold text-slate-900">
              {labels.favoritesSheetTitle}
            </Dialog.Title>
            <Dialog.Close aria-label={labels.closePopup} className="grid size-11 place-items-center rounded-full text-2xl leading-none text-slate-700 hover:bg-slate-100">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <div className="flex min-h-0 flex-1 flex-col pb-[max(0.5rem,env(safe-area-inset-bottom))]">
            <HighlightItems items={closing} label={labels.favoritesSheetTitle} labels={labels} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
