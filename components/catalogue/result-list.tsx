import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { FavoriteControlsSlot } from '@/components/favorites/favorite-controls-slot';
import type { ListDisplaySettings } from '@/lib/account/preferences';
import type { ListRow } from '@/lib/catalogue/list-rows';

export type ColorNames = ReadonlyMap<number, string>;

function Field({ label, showLabel, children }: { label: string; showLabel: boolean; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-1.5">
      <dt className={showLabel ? 'shrink-0 text-slate-600' : 'sr-only'}>{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The rows of a result list as plain server markup (no client component per row): links are ordinary
 * anchors and cut images load lazily at a fixed size, so a page of fifty stays cheap to render and to
 * lay out. Columns follow the viewer's list display settings.
 */
export async function ResultList({ rows, display, colorNames, label }: { rows: readonly ListRow[]; display: ListDisplaySettings; colorNames: ColorNames; label: string }) {
  const [t, booths] = await Promise.all([getTranslations('CircleList'), getTranslations('BoothList')]);
  const labelled = display.showItemNames;
  return (
    <ol aria-label={label} className="divide-y divide-slate-200 border-y border-slate-200">
      {rows.map((row) => {
        const colorName = row.favoriteColor !== null ? (colorNames.get(row.favoriteColor) ?? t('memoOnly')) : null;
        return (
          <li key={row.key} className="flex gap-3 py-3">
            {/* Cut images are SVGs drawn by the server at a known size; next/image would add a client component per row. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={row.cutUrl} alt={t('cutAlt', { name: row.name })} width={70} height={100} loading="lazy" decoding="async" className="h-[100px] w-[70px] shrink-0 rounded-sm border border-slate-200 bg-slate-100 object-cover" />
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold break-words">
                {row.boothNumber !== null && <span className="mr-2 text-sm font-normal text-slate-600">{booths('number', { number: row.boothNumber })}</span>}
                <a href={row.href} className="text-primary-800 underline-offset-2 hover:underline">
                  {row.name}
                </a>
              </h3>
              <dl className="mt-1 space-y-0.5 text-sm">
                {display.showAuthor && row.author !== '' && (
                  <Field label={t('author')} showLabel={labelled}>
                    {row.author}
                  </Field>
                )}
                {display.showGenre && row.genre !== '' && (
                  <Field label={t('genreLabel')} showLabel={labelled}>
                    {row.genre}
                  </Field>
                )}
                {display.showSpace && row.placements.length > 0 && (
                  <Field label={t('spaceLabel')} showLabel={labelled}>
                    {row.placements.join(' / ')}
                  </Field>
                )}
                {display.showMemo && row.memo !== '' && (
                  <Field label={t('memoLabel')} showLabel={labelled}>
                    <span className="whitespace-pre-line">{row.memo}</span>
                  </Field>
                )}
              </dl>
              {row.summary !== '' && <p className="mt-1 line-clamp-2 text-sm text-slate-700">{row.summary}</p>}
              {(row.hasNewWork || row.cashless) && (
                <p className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
                  {row.hasNewWork && <span className="rounded bg-secondary-100 px-1.5 py-0.5 text-secondary-800">{t('newWork')}</span>}
                  {row.cashless && <span className="rounded bg-brand-100 px-1.5 py-0.5 text-brand-700">{t('cashlessMark')}</span>}
                </p>
              )}
            </div>
            {row.circleId !== null && (
              <FavoriteControlsSlot circleId={row.circleId} color={row.favoriteColor} label={colorName && t('favoriteMark', { color: colorName })} />
            )}
          </li>
        );
      })}
    </ol>
  );
}
