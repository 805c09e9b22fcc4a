'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/styles';
import type { ShiftJisCheckBody } from '@/lib/checklist/checklist-requests';
import type { ChecklistIntlProps } from './checklist-intl';
import { retryWhenOnline } from '@/lib/pwa/device/retry-when-online';

const CHECK_PATH = '/api/checklist/export/shift-jis-check';

// The warning dialog (and the dialog library) loads only when an export would lose characters, or as a
// pointer or the keyboard reaches the button.
const loadLossDialog = () => import('./shift-jis-loss-dialog');
const ShiftJisLossDialog = dynamic(() => retryWhenOnline(loadLossDialog).then((module) => module.ShiftJisLossDialog), { ssr: false });
const preloadLossDialog = (locale: ChecklistIntlProps['locale']) => void loadLossDialog().then((module) => module.checklistMessages(locale));

/** The button's own texts come translated; the dialog brings the translation library and its messages. */
export type ShiftJisExportText = { exportShiftJis: string; sjisChecking: string; sjisFailed: string };

type ShiftJisExportProps = { utf8Href: string; shiftJisHref: string; text: ShiftJisExportText; intl: ChecklistIntlProps };

type CheckState = { step: 'idle' } | { step: 'checking' } | { step: 'lossy'; losses: ShiftJisCheckBody } | { step: 'failed' };

function download(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.click();
}

/**
 * The Shift_JIS export asks first what the file would lose. When a memo, a colour name or a circle's
 * details hold characters Shift_JIS lacks (Chinese, emoji), it lists them and offers the UTF-8 file;
 * the lossy file is written only when the member chooses it with those characters in view.
 */
export function ShiftJisExport({ utf8Href, shiftJisHref, text, intl }: ShiftJisExportProps) {
  const [state, setState] = useState<CheckState>({ step: 'idle' });

  const check = async () => {
    setState({ step: 'checking' });
    try {
      const response = await fetch(CHECK_PATH, { cache: 'no-store' });
      if (!response.ok) return setState({ step: 'failed' });
      const losses = (await response.json()) as ShiftJisCheckBody;
      if (losses.favorites.length === 0 && losses.labels.length === 0) {
        setState({ step: 'idle' });
        download(shiftJisHref);
      } else {
        setState({ step: 'lossy', losses });
      }
    } catch {
      setState({ step: 'failed' });
    }
  };

  const close = () => setState({ step: 'idle' });
  const losses = state.step === 'lossy' ? state.losses : undefined;

  return (
    <>
      <button
        type="button"
        className={buttonStyles.outline}
        aria-busy={state.step === 'checking'}
        disabled={state.step === 'checking'}
        onClick={() => void check()}
        onPointerEnter={() => preloadLossDialog(intl.locale)}
        onFocus={() => preloadLossDialog(intl.locale)}
      >
        {state.step === 'checking' ? text.sjisChecking : text.exportShiftJis}
      </button>
      {state.step === 'failed' && (
        <p role="alert" className="text-sm text-secondary-700">
          {text.sjisFailed}
        </p>
      )}
      {losses !== undefined && <ShiftJisLossDialog intl={intl} losses={losses} utf8Href={utf8Href} shiftJisHref={shiftJisHref} onClose={close} />}
    </>
  );
}
