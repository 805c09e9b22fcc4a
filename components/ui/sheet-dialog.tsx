'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { usePersistentDialog } from './use-persistent-dialog';
import { useReturnFocus } from './use-return-focus';

/** Where the dialog stands; `className` adds its width and height. */
const placements = {
  /** A phone's bottom sheet with a header row (title and a close cross) over a scrolling body. */
  sheet: 'fixed inset-x-0 bottom-0 z-50 flex flex-col rounded-t-2xl bg-white shadow-2xl',
  /** A bottom sheet on a phone, a centred box from the small breakpoint up. */
  responsive:
    'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-xl bg-white p-4 shadow-xl sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6',
  /** A centred box. */
  centred:
    'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl',
  /** A box docked at the bottom of the screen that leaves the page above it readable. */
  docked: 'fixed bottom-4 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 rounded-xl bg-white p-6 shadow-2xl',
  /** The whole screen, dark, with the sheet's header row: a picture viewer. */
  fullscreen: 'fixed inset-0 z-50 flex flex-col bg-slate-950 text-white',
} as const;

export type SheetDialogPlacement = keyof typeof placements;

type SheetDialogProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  /** Its accessible description; without one the content is not described. */
  description?: ReactNode;
  placement: SheetDialogPlacement;
  className?: string;
  /** With `placement="sheet"` or `"fullscreen"`: the accessible name of the header's close cross. */
  closeLabel?: string;
  /** Outside clicks and Escape are refused (with a short nudge): the user must choose a button. */
  persistent?: boolean;
  /** A non-modal dialog leaves the page behind it usable. */
  modal?: boolean;
  /** Radix's Trigger; without one the dialog is opened by a plain button and focus goes back to it. */
  trigger?: ReactNode;
  busy?: boolean;
  children?: ReactNode;
};

/**
 * The one dialog shell of the product (Radix's Root, Portal, Overlay and Content). Each dialog's own module
 * is loaded with next/dynamic or on first open, and this shell with it, so the dialog library stays out of
 * the pages' first load.
 */
export function SheetDialog({
  open,
  onOpenChange,
  title,
  description,
  placement,
  className = '',
  closeLabel,
  persistent = false,
  modal = true,
  trigger,
  busy,
  children,
}: SheetDialogProps) {
  const { contentRef, refuseDismissal } = usePersistentDialog<HTMLDivElement>();
  const returnFocus = useReturnFocus();
  const dismissal = persistent
    ? { onEscapeKeyDown: refuseDismissal, onPointerDownOutside: refuseDismissal, onInteractOutside: (event: Event) => event.preventDefault() }
    : {};
  const focus = trigger === undefined && !persistent ? returnFocus : {};
  const undescribed = description === undefined ? { 'aria-describedby': undefined } : {};
  const sheet = placement === 'sheet';
  const dark = placement === 'fullscreen';

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      {trigger !== undefined && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content ref={contentRef} aria-busy={busy} {...undescribed} {...dismissal} {...focus} className={`${placements[placement]} ${className}`}>
          {sheet || dark ? (
            <div className={`flex items-center justify-between py-1 pr-1 pl-4 ${dark ? '' : 'border-b border-slate-200'}`}>
              <Dialog.Title className={`min-w-0 truncate text-lg font-bold ${dark ? 'text-white' : 'text-slate-900'}`}>{title}</Dialog.Title>
              {closeLabel !== undefined && (
                <Dialog.Close aria-label={closeLabel} className={`grid size-11 shrink-0 place-items-center rounded-full text-2xl leading-none ${dark ? 'text-white hover:bg-white/15' : 'text-slate-700 hover:bg-slate-100'}`}>
                  <span aria-hidden="true">×</span>
                </Dialog.Close>
              )}
            </div>
          ) : (
            <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
          )}
          {description !== undefined && (
            <Dialog.Description className={`text-sm leading-relaxed text-slate-700 ${sheet ? 'px-4 pt-2' : 'mt-2'}`}>{description}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button inside a SheetDialog that closes it. */
export const SheetDialogClose = Dialog.Close;
