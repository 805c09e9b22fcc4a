import 'server-only';
import Link from 'next/link';
import type { CatalogueViewer } from '@/lib/catalogue/viewer';
import type { AppLocale } from '@/lib/i18n/locales';
import { loadPlanDay } from '@/lib/plan/load-plan-day';
import { loadPrintSheet } from '@/lib/print/print-sheet-data';
import { printSearch, type PrintQuery, type PrintType } from '@/lib/print/print-url';
import { CutGridPrint } from './cut-grid-print';
import { FavoritesListPrint } from './favorites-list-print';
import { HallMapPrint } from './hall-map-print';
import { PrintButton } from './print-button';
import { RouteSheetPrint } from './route-sheet-print';
import { printColors, printTranslations } from './print-context';
import './print.css';

const titleKeys = { 1: 'typeList', 2: 'typeMaps', 3: 'typeCuts', 4: 'typeRoute' } as const;

/** `/print-type-{n}`: the printout in the language the query asks for, with a toolbar that does not print. */
export async function PrintSheet({ type, query, viewer, locale }: { type: PrintType; query: PrintQuery; viewer: CatalogueViewer; locale: AppLocale }) {
  const [t, { entries, labels, maps, menus }] = await Promise.all([printTranslations(locale), loadPrintSheet(type, query, viewer, locale)]);
  const context = { locale, query, colors: await printColors(locale, labels) };
  // The route sheet prints the plan of the first chosen day (every plan has a day).
  const plan = type === 4 ? await loadPlanDay({ ...viewer, locale, hallName: (area, number) => t('hallName', { area: t(`areas.${area}`), number }) }, query.days[0] ?? 1) : null;
  const empty = type === 2 ? maps.length === 0 : type === 4 ? !plan || plan.stops.length === 0 : entries.length === 0;

  return (
    <div className="print-sheet" data-color={query.prnColor ? 'on' : 'off'} lang={locale}>
      <div className="print-toolbar mb-4 flex flex-wrap items-center gap-3">
        <PrintButton label={t('printNow')} />
        <Link href={`/print${printSearch(query)}`} prefetch={false} className="text-sm font-semibold">
          {t('backToChooser')}
        </Link>
      </div>
      <h1>{t(titleKeys[type])}</h1>
      <p className="text-sm">{t('summary', { count: entries.length })}</p>
      {empty ? (
        <p className="mt-4">{t('empty')}</p>
      ) : type === 1 ? (
        <FavoritesListPrint entries={entries} context={context} />
      ) : type === 2 ? (
        <HallMapPrint maps={maps} context={context} />
      ) : type === 4 && plan ? (
        <RouteSheetPrint plan={plan} context={context} />
      ) : (
        <CutGridPrint entries={entries} menus={menus} context={context} />
      )}
    </div>
  );
}
