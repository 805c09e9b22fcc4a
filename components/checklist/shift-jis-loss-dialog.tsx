'use client';

import { useTranslations } from 'next-intl';
import { SheetDialog, SheetDialogClose } from '@/components/ui/sheet-dialog';
import { buttonStyles } from '@/components/ui/styles';
import type { ShiftJisCheckBody } from '@/lib/checklist/checklist-requests';
import { ChecklistIntl, type ChecklistIntlProps } from './checklist-intl';

// For the opener's preload: the messages start loading with the dialog's code.
export { checklistMessages } from './checklist-intl';

type ShiftJisLossDialogProps = { losses: ShiftJisCheckBody; utf8Href: string; shiftJisHref: string; onClose: () => void };

/**
 * What a Shift_JIS file would lose, with the UTF-8 file offered first. Loaded only when an export would
 * lose characters (./shift-jis-export), so the dialog library stays out of the favourites page's first load.
 */
export function ShiftJisLossDialog({ intl, ...props }: ShiftJisLossDialogProps & { intl: ChecklistIntlProps }) {
  return (
    <ChecklistIntl intl={intl}>
      <LossDialog {...props} />
    </ChecklistIntl>
  );
}

function LossDialog({ losses, utf8Href, shiftJisHref, onClose }: ShiftJisLossDialogProps) {
  const t = useTranslations('Checklist');
  return (
    <SheetDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('sjisTitle')}
      description={t('sjisDescription')}
      placement="responsive"
      className="sm:w-[min(36rem,calc(100vw-2rem))]"
    >
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
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <a href={utf8Href} download className={buttonStyles.primary} onClick={onClose}>
          {t('sjisUseUtf8')}
        </a>
        <a href={`${shiftJisHref}&lossy=accept`} download className={buttonStyles.outline} onClick={onClose}>
          {t('sjisAnyway')}
        </a>
        <SheetDialogClose className={buttonStyles.outline}>{t('close')}</SheetDialogClose>
      </div>
    </SheetDialog>
  );
}
