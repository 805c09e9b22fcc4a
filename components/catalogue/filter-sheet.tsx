'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useReturnFocus } from '@/components/ui/use-return-focus';

type FilterSheetProps = { open: boolean; onOpenChange: (open: boolean) => void; title: string; closeLabel: string; children: ReactNode };

/** The phone's bottom sheet around the list's filter form; loaded when the filter button is first used. */
export function FilterSheet({ open, onOpenChange, title, closeLabel, children }: FilterSheetProps) {
  const focus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          {...focus}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl bg-white shadow-2xl"
        >
          <div className="flex items-center justify-between border-b border-slate-200 py-1 pr-1 pl-4">
            <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close aria-label={closeLabel} className="grid size-11 place-items-center rounded-full text-2xl leading-none text-slate-700 hover:bg-slate-100">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
