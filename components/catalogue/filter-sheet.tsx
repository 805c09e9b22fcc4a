'use client';

import type { ReactNode } from 'react';
import { SheetDialog } from '@/components/ui/sheet-dialog';

type FilterSheetProps = { open: boolean; onOpenChange: (open: boolean) => void; title: string; closeLabel: string; children: ReactNode };

/** The phone's bottom sheet around the list's filter form; loaded when the filter button is first used. */
export function FilterSheet({ open, onOpenChange, title, closeLabel, children }: FilterSheetProps) {
  return (
    <SheetDialog open={open} onOpenChange={onOpenChange} title={title} closeLabel={closeLabel} placement="sheet" className="max-h-[85dvh]">
      {children}
    </SheetDialog>
  );
}
