'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { acceptCookies } from '@/lib/consent/accept-cookies';
import { buttonStyles } from '@/components/ui/styles';
import { usePersistentDialog } from '@/components/ui/use-persistent-dialog';

export function CookieConsentDialog({
  title,
  description,
  acceptLabel,
  readablePaths,
}: {
  title: string;
  description: ReactNode;
  acceptLabel: string;
  readablePaths: readonly string[];
}) {
  const [open, setOpen] = useState(true);
  const { contentRef, refuseDismissal } = usePersistentDialog<HTMLDivElement>();
  // The texts the dialog asks people to agree to must stay readable, so there it docks at the bottom
  // without blocking the page; it still cannot be dismissed.
  const modal = !readablePaths.includes(usePathname());

  const accept = () => {
    setOpen(false);
    void acceptCookies();
  };

  return (
    <>
      {!modal && open && <div aria-hidden="true" className="h-64 shrink-0" />}
      <Dialog.Root open={open} modal={modal}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          <Dialog.Content
            ref={contentRef}
            onEscapeKeyDown={refuseDismissal}
            onPointerDownOutside={refuseDismissal}
            onInteractOutside={(event) => event.preventDefault()}
            className={`fixed left-1/2 z-50 w-[calc(100%-2rem)] max-w-[500px] -translate-x-1/2 rounded-xl border-t-4 border-brand-500 bg-white p-6 shadow-2xl ${
              modal ? 'top-1/2 -translate-y-1/2' : 'bottom-4'
            }`}
          >
            <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
            <Dialog.Description className="mt-3 text-sm leading-relaxed text-slate-700">
              {description}
            </Dialog.Description>
            <div className="mt-6 flex justify-end">
              <button type="button" onClick={accept} className={buttonStyles.primary}>
                {acceptLabel}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
