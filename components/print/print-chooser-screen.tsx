import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { getCatalogueIndex } from '@/lib/catalogue/catalogue-index-instance';
import { formatWeekday } from '@/lib/catalogue/placement-text';
import type { CatalogueViewer } from '@/lib/catalogue/viewer';
import { locales } from '@/lib/i18n/locales';
import { loadMemberMapFavorites } from '@/lib/map/member-map-favorites';
import type { PrintQuery, PrintType } from '@/lib/print/print-url';
import { pageContainer } from '@/components/ui/styles';
import { PrintChooser, type PrintChooserLabels } from './print-chooser';
import { printColors } from './print-context';

/** `/print`: what to print, with a live preview of the printable page. */
export async function PrintChooserScreen({ viewer, type, query }: { viewer: CatalogueViewer; type: PrintType; query: PrintQuery }) {
  const locale = await getLocale();
  const [{ facets }, { labels: colorLabels }, t, languages, routes] = await Promise.all([
    getCatalogueIndex(),
    loadMemberMapFavorites(viewer.userId),
    getTranslations('Print'),
    getTranslations('LocaleSwitcher'),
    getTranslations('Routes'),
  ]);
  const colors = await printColors(locale, colorLabels);
  const labelKeys = ['type', 'days', 'halls', 'colors', 'options', 'prnColor', 'prnGenre', 'prnMemo', 'prnMenus', 'locale', 'allHint', 'preview', 'open'] as const;
  const labels = Object.fromEntries(labelKeys.map((key) => [key, t(`chooser.${key}`)])) as PrintChooserLabels;
  return (
    <div className={`${pageContainer} max-w-7xl`}>
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{routes('print')}</h1>
      <p className="mt-2 max-w-prose text-slate-700">{t('chooser.intro')}</p>
      <div className="mt-6">
        <PrintChooser
          initial={{ type, query: { ...query, locale: query.locale ?? locale } }}
          labels={labels}
          options={{
            types: ([1, 2, 3, 4] as const).map((value) => ({ value, label: t(({ 1: 'typeList', 2: 'typeMaps', 3: 'typeCuts', 4: 'typeRoute' } as const)[value]), description: t(`chooser.describe${value}`) })),
            days: facets.days.map((day) => ({ value: day.number, label: t('dayHeading', { number: day.number, weekday: formatWeekday(locale, day.date) }) })),
            halls: facets.halls.filter((hall) => !hall.isCorporate).map((hall) => ({ value: hall.key, label: t('hallName', { area: t(`areas.${hall.area}`), number: hall.number }) })),
            colors: [...colors.values()].map((color) => ({ value: color.n, label: color.label, hex: color.hex })),
            locales: locales.map((value) => ({ value, label: languages(value) })),
          }}
        />
      </div>
    </div>
  );
}
