import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { buttonStyles } from '@/components/ui/styles';
import { warmChecklistImport } from '@/lib/checklist/checklist-requests';
import { palette } from '@/lib/favorites/palette';
import { ChecklistImportButton } from './checklist-import-button';
import { ShiftJisExport } from './shift-jis-export';

const EXPORT_PATH = '/api/checklist/export';

/**
 * Checklist CSV export (UTF-8, or Shift_JIS for older tools, which first says what it would lose) and
 * import. The dialogs format counts with plurals, so they get the namespace (and the error messages)
 * rather than finished strings.
 */
export async function ChecklistPanel() {
  warmChecklistImport();
  const [t, tColors, messages] = await Promise.all([getTranslations('Checklist'), getTranslations('Favorites.colors'), getMessages()]);
  const colorNames = palette.map((color) => tColors(color.key as Parameters<typeof tColors>[0]));
  return (
    <section aria-labelledby="checklist-panel-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="checklist-panel-title" className="text-base font-bold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('description')}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <a href={EXPORT_PATH} download className={buttonStyles.outline}>
          {t('exportUtf8')}
        </a>
        <NextIntlClientProvider messages={{ Errors: messages.Errors, Checklist: messages.Checklist }}>
          <ShiftJisExport utf8Href={EXPORT_PATH} shiftJisHref={`${EXPORT_PATH}?encoding=shift_jis`} />
          <ChecklistImportButton label={t('importButton')} colorNames={colorNames} />
        </NextIntlClientProvider>
      </div>
    </section>
  );
}
