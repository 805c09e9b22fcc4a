import { getLocale, getTranslations } from 'next-intl/server';
import { CatalogueChangesPanel } from '@/components/catalogue-changes/catalogue-changes-panel';
import { pageContainer } from '@/components/ui/styles';
import { ImportNotice } from '@/components/catalogue-changes/import-notice';
import { currentImport } from '@/lib/catalogue-changes/import-stream';
import { loadMemberChanges } from '@/lib/catalogue-changes/member-changes';
import type { CatalogueViewer } from '@/lib/catalogue/viewer';
import type { AppLocale } from '@/lib/i18n/locales';
import { palette } from '@/lib/favorites/palette';
import { getColorLabels } from '@/lib/favorites/color-labels';
import { loadPlanDay } from '@/lib/plan/load-plan-day';
import { PlanBoard } from './plan-board';
import { planTexts } from './plan-texts';

/** The event-day plan of one day: loaded on the server, walked and edited in the browser. */
export async function PlanScreen({ viewer, day }: { viewer: CatalogueViewer; day: number }) {
  const locale = (await getLocale()) as AppLocale;
  const [routes, list, colours, labels, changes, catalogueImport, changesText] = await Promise.all([
    getTranslations('Routes'), getTranslations('CircleList'), getTranslations('Favorites.colors'), getColorLabels(viewer.userId), loadMemberChanges(viewer.userId), currentImport(), getTranslations('CatalogueChanges'),
  ]);
  const data = await loadPlanDay({ ...viewer, locale, hallName: (area, number) => list('hallName', { area: list(`areas.${area}`), number }) }, day);
  const colourNames = palette.map((colour) => ({ n: colour.n, hex: colour.hex, name: labels.get(colour.n) ?? colours(colour.key as Parameters<typeof colours>[0]) }));
  return (
    <div className={pageContainer}>
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{routes('plan')}</h1>
      {catalogueImport && <ImportNotice importId={catalogueImport.importId} text={{ notice: changesText('importNotice'), refresh: changesText('showUpdate') }} />}
      <CatalogueChangesPanel changes={changes} page="/plan" />
      {data && <PlanBoard data={data} texts={await planTexts()} locale={locale} colours={colourNames} />}
    </div>
  );
}
