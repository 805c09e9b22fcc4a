import { getTranslations } from 'next-intl/server';
import { FavoriteControlsSlot } from '@/components/favorites/favorite-controls-slot';
import type { ListDisplaySettings } from '@/lib/account/preferences';
import type { ListRow } from '@/lib/catalogue/list-rows';
import './result-list.css';

export type ColorNames = ReadonlyMap<number, string>;

/**
 * The rows of a result list as plain server markup, with no client component per row: links are plain
 * anchors and cut images load lazily at a fixed size. Short class names and no per-element utility
 * strings keep fifty rows light, since React sends each row twice (HTML and hydration data). Columns
 * follow the viewer's list display settings; without item names the labels are for screen readers.
 */
export async function ResultList({ rows, display, colorNames, label }: { rows: readonly ListRow[]; display: ListDisplaySettings; colorNames: ColorNames; label: string }) {
  const [t, booths] = await Promise.all([getTranslations('CircleList'), getTranslations('BoothList')]);
  const labels = { author: t('author'), genre: t('genreLabel'), space: t('spaceLabel'), memo: t('memoLabel'), newWork: t('newWork'), cashless: t('cashlessMark'), memoOnly: t('memoOnly') };
  return (
    <ol aria-label={label} className={display.showItemNames ? 'cl-list' : 'cl-list cl-bare'}>
      {rows.map((row) => {
        const colorName = row.favoriteColor !== null ? (colorNames.get(row.favoriteColor) ?? labels.memoOnly) : null;
        return (
          <li key={row.key} className="cl-row">
            {/* The cut repeats the linked name beside it, so it is decorative here; next/image would add a client component per row. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={row.cutUrl} alt="" width={70} height={100} loading="lazy" className="cl-cut" />
            <div className="cl-body">
              <h3>
                {row.boothNumber !== null && <small>{booths('number', { number: row.boothNumber })}</small>}
                <a href={row.href}>{row.name}</a>
              </h3>
              <dl className="cl-fields">
                {display.showAuthor && row.author !== '' && (
                  <>
                    <dt>{labels.author}</dt>
                    <dd>{row.author}</dd>
                  </>
                )}
                {display.showGenre && row.genre !== '' && (
                  <>
                    <dt>{labels.genre}</dt>
                    <dd>{row.genre}</dd>
                  </>
                )}
                {display.showSpace && row.placements.length > 0 && (
                  <>
                    <dt>{labels.space}</dt>
                    <dd>{row.placements.join(' / ')}</dd>
                  </>
                )}
                {display.showMemo && row.memo !== '' && (
                  <>
                    <dt>{labels.memo}</dt>
                    <dd>{row.memo}</dd>
                  </>
                )}
              </dl>
              {row.summary !== '' && <p className="cl-summary">{row.summary}</p>}
              {(row.hasNewWork || row.cashless) && (
                <p className="cl-marks">
                  {row.hasNewWork && <span className="cl-new">{labels.newWork}</span>}
                  {row.cashless && <span className="cl-cashless">{labels.cashless}</span>}
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
