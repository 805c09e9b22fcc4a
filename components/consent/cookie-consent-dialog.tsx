'use client';

import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { acceptCookies } from '@/lib/consent/actions/accept-cookies';
import { SheetDialog } from '@/components/ui/sheet-dialog';
import { buttonStyles } from '@/components/ui/styles';

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
      <SheetDialog
        open={open}
        modal={modal}
        persistent
        title={title}
        description={description}
        placement={modal ? 'centred' : 'docked'}
        className="max-w-[500px] border-t-4 border-brand-500"
      >
        <div className="mt-6 flex justify-end">
          <button type="button" onClick={accept} className={buttonStyles.primary}>
            {acceptLabel}
          </button>
        </div>
      </SheetDialog>
    </>
  );
}
