'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useErrorMessage } from '@/components/forms/use-error-message';
import { LoadedMessages } from '@/components/i18n/loaded-messages';
import { SheetDialog, SheetDialogClose } from '@/components/ui/sheet-dialog';
import { FormMessage } from '@/components/forms/form-message';
import { buttonStyles } from '@/components/ui/styles';
import { renameColorLabelAction } from '@/lib/favorites/actions/rename-color-label';
import { LABEL_MAX_LENGTH } from '@/lib/favorites/limits';
import { callAction } from './call-action';
import type { ColorOption } from './favorite-types';

type ColorLabelDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  colors: readonly ColorOption[];
  /** The new names, by colour number (the default name where a label was cleared). */
  onRenamed: (names: ReadonlyMap<number, string>) => void;
};

/**
 * The user's names for the 18 colours; an empty field returns a colour to its default name. Its texts load
 * with it when it is first opened (as its code does), not with every page that shows favourite controls.
 */
export function ColorLabelDialog(props: ColorLabelDialogProps) {
  return (
    <LoadedMessages>
      <RenameDialog {...props} />
    </LoadedMessages>
  );
}

function RenameDialog({ open, onOpenChange, colors, onRenamed }: ColorLabelDialogProps) {
  const t = useTranslations('FavoriteControls');
  const errorMessage = useErrorMessage();
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const changed = colors.filter((color) => {
      const text = String(data.get(`label-${color.n}`) ?? '').trim();
      return text !== (color.name === color.defaultName ? '' : color.name);
    });
    setPending(true);
    setError('');
    const results = await Promise.all(changed.map((color) => callAction(() => renameColorLabelAction({ color: color.n, label: String(data.get(`label-${color.n}`) ?? '') }))));
    setPending(false);
    const names = new Map<number, string>();
    for (const result of results) {
      if (result.ok) names.set(result.data.color, result.data.label ?? colors.find((color) => color.n === result.data.color)?.defaultName ?? '');
    }
    if (names.size > 0) onRenamed(names);
    const failed = results.find((result) => !result.ok);
    if (failed && !failed.ok) setError(errorMessage(failed.error.messageKey));
    else onOpenChange(false);
  };

  return (
    <SheetDialog open={open} onOpenChange={onOpenChange} title={t('renameTitle')} description={t('renameHint')} placement="centred" className="max-h-[90vh] max-w-lg">
      <form onSubmit={(event) => void submit(event)} className="mt-4">
        <ul className="grid gap-2 sm:grid-cols-2">
          {colors.map((color) => (
            <li key={color.n} className="flex items-center gap-2">
              <span aria-hidden className="size-6 shrink-0 rounded-full border border-slate-400" style={{ backgroundColor: color.hex }} />
              <input
                name={`label-${color.n}`}
                aria-label={t('renameField', { number: color.n, color: color.defaultName })}
                defaultValue={color.name === color.defaultName ? '' : color.name}
                placeholder={color.defaultName}
                maxLength={LABEL_MAX_LENGTH}
                className="block w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
              />
            </li>
          ))}
        </ul>
        {error !== '' && (
          <FormMessage kind="error" className="mt-3">
            {error}
          </FormMessage>
        )}
        <div className="mt-4 flex justify-end gap-2">
          <SheetDialogClose className={buttonStyles.outline}>{t('renameCancel')}</SheetDialogClose>
          <button type="submit" disabled={pending} className={buttonStyles.primary}>
            {t('renameSave')}
          </button>
        </div>
      </form>
    </SheetDialog>
  );
}
