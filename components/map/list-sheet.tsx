'use client';

import { useEffect, useState } from 'react';
import { SheetDialog } from '@/components/ui/sheet-dialog';
import { HighlightItems, type HighlightItem } from './highlight-list';
import type { VenueMapLabels } from './venue-map-props';

/**
 * On a phone the map's list is a bottom sheet opened from a button floating over the map, so that the
 * map keeps the screen; a wide screen shows the list beside the map instead. It lists the hall's
 * favourites, or the spaces a search highlights while there is one. Choosing one closes the sheet and
 * shows it on the map.
 */
export function ListSheet({ items, title, openLabel, labels }: { items: readonly HighlightItem[]; title: string; openLabel: string; labels: VenueMapLabels }) {
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
  const trigger = (
    <button
      type="button"
      className="absolute bottom-[calc(var(--map-card-height,0px)+0.75rem)] left-2 z-10 min-h-11 rounded-full border border-primary-700 bg-white px-4 text-sm font-semibold text-primary-800 shadow-md hover:bg-primary-50 md:hidden"
    >
      {openLabel}
    </button>
  );
  return (
    <SheetDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      closeLabel={labels.closePopup}
      placement="sheet"
      className="max-h-[70dvh]"
    >
      <div className="flex min-h-0 flex-1 flex-col pb-[max(0.5rem,env(safe-area-inset-bottom))]">
        <HighlightItems items={closing} label={title} labels={labels} />
      </div>
    </SheetDialog>
  );
}
