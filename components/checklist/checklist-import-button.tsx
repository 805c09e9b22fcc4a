'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/styles';
import type { ChecklistIntlProps } from './checklist-intl';
import { retryWhenOnline } from '@/lib/pwa/device/retry-when-online';

// The import screen (its CSV reading, its preview and the dialog library) loads when the button is
// first used, or as a pointer or the keyboard reaches it.
const loadImportDialog = () => import('./checklist-import-dialog');
const ChecklistImportDialog = dynamic(() => retryWhenOnline(loadImportDialog).then((module) => module.ChecklistImportDialog), { ssr: false });
const preloadImportDialog = (locale: ChecklistIntlProps['locale']) => void loadImportDialog().then((module) => module.checklistMessages(locale));

export function ChecklistImportButton({ label, colorNames, intl }: { label: string; colorNames: readonly string[]; intl: ChecklistIntlProps }) {
  const preload = () => preloadImportDialog(intl.locale);
  const [open, setOpen] = useState(false);
  // Stays mounted once opened: closing keeps Radix's exit and focus return, reopening is instant.
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        className={buttonStyles.outline}
      >
        {label}
      </button>
      {used && <ChecklistImportDialog intl={intl} colorNames={colorNames} open={open} onOpenChange={setOpen} />}
    </>
  );
}
