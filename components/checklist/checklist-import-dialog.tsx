'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { SheetDialog, SheetDialogClose } from '@/components/ui/sheet-dialog';
import { FormMessage } from '@/components/forms/form-message';
import { buttonStyles, formStyles } from '@/components/ui/styles';
import { ChecklistIntl, type ChecklistIntlProps } from './checklist-intl';

// For the opener's preload: the messages start loading with the dialog's code.
export { checklistMessages } from './checklist-intl';
import { ImportPreview } from './import-preview';
import { ProblemList } from './problem-list';
import { useChecklistImport } from './use-checklist-import';

type ChecklistImportDialogProps = { colorNames: readonly string[]; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The checklist import in a dialog: choose a file, see the preview, apply, see the result. Loaded when
 * its button is first used (./checklist-import-button).
 */
export function ChecklistImportDialog({ intl, ...props }: ChecklistImportDialogProps & { intl: ChecklistIntlProps }) {
  return (
    <ChecklistIntl intl={intl}>
      <ImportDialog {...props} />
    </ChecklistIntl>
  );
}

function ImportDialog({ colorNames, open, onOpenChange }: ChecklistImportDialogProps) {
  const t = useTranslations('Checklist');
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const fileId = useId();
  const { state, overwrite, kept, keep, choose, changeOverwrite, apply, reset } = useChecklistImport(() => router.refresh());
  const busy = state.step === 'reading' || state.step === 'importing';
  const preview = state.step === 'preview' || state.step === 'importing' ? state.preview : state.step === 'failed' ? state.preview : undefined;
  const toImport = preview === undefined ? 0 : preview.summary.importable + kept.size;

  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) reset();
  };

  return (
    <SheetDialog
      open={open}
      onOpenChange={changeOpen}
      title={t('dialogTitle')}
      description={t('dialogDescription')}
      placement="responsive"
      className="sm:w-[min(56rem,calc(100vw-2rem))]"
      busy={busy}
    >
      {state.step !== 'done' && (
        <div className="mt-4 space-y-3">
          <div>
            <label htmlFor={fileId} className={formStyles.label}>
              {t('fileLabel')}
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
              className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-primary-700 file:bg-white file:px-3 file:py-1.5 file:text-primary-700"
            />
          </div>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={overwrite}
              disabled={busy}
              onChange={(event) => changeOverwrite(event.target.checked)}
              className={formStyles.checkbox}
            />
            {t('overwriteLabel')}
          </label>
        </div>
      )}

      {busy && (
        <div className="mt-4" role="status">
          <p className="text-sm text-slate-700">{t(state.step === 'reading' ? 'reading' : 'importing')}</p>
          <progress aria-label={t('progressLabel')} className="mt-1 h-2 w-full accent-primary-700" />
        </div>
      )}

      {state.step === 'failed' && (
        <FormMessage kind="error" className="mt-4">
          {errorMessage(state.messageKey)}
        </FormMessage>
      )}

      {state.step === 'done' && (
        <>
          <FormMessage kind="success" className="mt-4">
            {t('success', { count: state.result.count })}
          </FormMessage>
          <ProblemList
            problems={state.result.skipped}
            total={state.result.skippedCount}
            heading={t('resultSkipped', { count: state.result.skippedCount })}
          />
        </>
      )}

      {preview !== undefined && state.step !== 'done' && <ImportPreview preview={preview} colorNames={colorNames} kept={kept} onKeep={keep} />}

      {preview !== undefined && preview.summary.importable + preview.summary.uncertain === 0 && state.step === 'preview' && (
        <p className="mt-4 text-sm text-slate-700">{t('nothingToImport')}</p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {state.step === 'done' ? (
          <button type="button" className={buttonStyles.outline} onClick={reset}>
            {t('chooseAnother')}
          </button>
        ) : null}
        <SheetDialogClose className={buttonStyles.outline}>{t('close')}</SheetDialogClose>
        {preview !== undefined && state.step !== 'done' && (
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={busy || toImport === 0}
            onClick={() => void apply()}
          >
            {t('apply', { count: toImport })}
          </button>
        )}
      </div>
    </SheetDialog>
  );
}
