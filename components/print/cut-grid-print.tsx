/* eslint-disable @next/next/no-img-element -- generated SVG cuts at a fixed size, printed as they are */
import { circleCutPath } from '@/lib/catalogue/cut-image';
import type { PrintEntry } from '@/lib/print/print-favorites';
import { entryPlacement, printTranslations, type PrintContext } from './print-context';
import { PrintSwatch } from './print-swatch';
import { PrintCircleName } from './print-circle-name';

// Four across and three down fill an A4 page with room for the captions.
export const CUTS_PER_PAGE = 12;

/** Print type 3: the favourite circles' cuts in placement order, twelve to a page. */
export async function CutGridPrint({ entries, context }: { entries: PrintEntry[]; context: PrintContext }) {
  const { locale, colors } = context;
  const t = await printTranslations(locale);
  const pages: PrintEntry[][] = [];
  for (let at = 0; at < entries.length; at += CUTS_PER_PAGE) pages.push(entries.slice(at, at + CUTS_PER_PAGE));
  return pages.map((page, number) => (
    <section key={number} className="print-page" aria-label={t('cutPage', { number: number + 1, count: pages.length })}>
      <ul className="print-cuts">
        {page.map((entry) => {
          const color = colors.get(entry.color);
          const placement = entryPlacement(locale, entry);
          return (
            <li key={`${entry.circleId}:${entry.day}`} className="print-cut">
              <img src={circleCutPath(entry.wcid)} alt={t('cutAlt', { name: entry.name })} width={211} height={300} />
              <div className="print-cut-caption">
                {color && <PrintSwatch color={color} />}
                <div>
                  <div className="font-semibold">{placement}</div>
                  <div>
                    <PrintCircleName entry={entry} />
                  </div>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  ));
}
