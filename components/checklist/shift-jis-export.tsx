'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/styles';
import type { ShiftJisCheckBody } from '@/lib/checklist/checklist-requests';

const CHECK_PATH = '/api/checklist/export/shift-jis-check';

type ShiftJisExportProps = { utf8Href: string; shiftJisHref: string };

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
export function ShiftJisExport({ utf8Href, shiftJisHref }: ShiftJisExportProps) {
  const t = useTranslations('Checklist');
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
      <button type="button" className={buttonStyles.outline} aria-busy={state.step === 'checking'} disabled={state.step === 'checking'} onClick={() => void check()}>
        {state.step === 'checking' ? t('sjisChecking') : t('exportShiftJis')}
      </button>
      {state.step === 'failed' && (
        <p role="alert" className="text-sm text-secondary-700">
          {t('sjisFailed')}
        </p>
      )}
      <Dialog.Root open={losses !== undefined} onOpenChange={(open) => !open && close()}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-xl bg-white p-4 shadow-xl sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(36rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6">
            <Dialog.Title className="text-lg font-bold text-slate-900">{t('sjisTitle')}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-700">{t('sjisDescription')}</Dialog.Description>
            {losses !== undefined && (
              <ul className="mt-3 max-h-[40vh] list-disc space-y-1 overflow-y-auto pl-5 text-sm text-slate-900">
                {losses.favorites.map((loss, index) => (
                  <li key={`${index}-${loss.name}`}>
                    {t('sjisFavorite', {
                      name: loss.name,
                      characters: loss.characters.join(' '),
                      fields: t(`sjisFields.${loss.fields.length > 1 ? 'both' : (loss.fields[0] ?? 'memo')}`),
                    })}
                  </li>
                ))}
                {losses.labels.map((loss) => (
                  <li key={`label-${loss.color}`}>{t('sjisLabel', { label: loss.label, characters: loss.characters.join(' ') })}</li>
                ))}
                {losses.moreFavorites > 0 && <li>{t('sjisMore', { count: losses.moreFavorites })}</li>}
              </ul>
            )}
            <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
              <a href={utf8Href} download className={buttonStyles.primary} onClick={close}>
                {t('sjisUseUtf8')}
              </a>
              <a href={`${shiftJisHref}&lossy=accept`} download className={buttonStyles.outline} onClick={close}>
                {t('sjisAnyway')}
              </a>
              <Dialog.Close className={buttonStyles.outline}>{t('close')}</Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
