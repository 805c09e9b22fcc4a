import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { buttonStyles } from '@/components/ui/styles';
import { warmChecklistImport } from '@/lib/checklist/checklist-requests';
import { palette } from '@/lib/favorites/palette';
import type { AppLocale } from '@/lib/i18n/locales';
import { ChecklistImportButton } from './checklist-import-button';
import { ShiftJisExport } from './shift-jis-export';

const EXPORT_PATH = '/api/checklist/export';

/**
 * Checklist CSV export (UTF-8, or Shift_JIS for older tools, which first says what it would lose) and
 * import. The buttons get finished strings; the dialogs format counts with plurals, so they load the
 * language's messages and the translation library with their own code when first opened.
 */
export async function ChecklistPanel({ memberColorNames }: { memberColorNames?: readonly string[] }) {
  warmChecklistImport();
  const [t, tColors, locale, timeZone] = await Promise.all([getTranslations('Checklist'), getTranslations('Favorites.colors'), getLocale(), getTimeZone()]);
  // The preview names colours as the member does ("Must have"), the palette's names where they gave none.
  const colorNames = memberColorNames ?? palette.map((color) => tColors(color.key as Parameters<typeof tColors>[0]));
  const intl = { locale: locale as AppLocale, timeZone };
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
        <ShiftJisExport
          utf8Href={EXPORT_PATH}
          shiftJisHref={`${EXPORT_PATH}?encoding=shift_jis`}
          text={{ exportShiftJis: t('exportShiftJis'), sjisChecking: t('sjisChecking'), sjisFailed: t('sjisFailed') }}
          intl={intl}
        />
        <ChecklistImportButton label={t('importButton')} colorNames={colorNames} intl={intl} />
      </div>
    </section>
  );
}
