/* eslint-disable @next/next/no-img-element -- generated SVG cuts at a fixed size, printed as they are */
import { Fragment } from 'react';
import { circleCutPath } from '@/lib/catalogue/cut-image';
import type { ShownImage } from '@/lib/catalogue/shown-image';
import type { PrintEntry } from '@/lib/print/print-favorites';
import { entryPlacement, printTranslations, type PrintContext } from './print-context';
import { PrintSwatch } from './print-swatch';
import { PrintCircleName } from './print-circle-name';

// Four across and three down fill an A4 page with room for the captions.
export const CUTS_PER_PAGE = 12;

/**
 * Print type 3: the favourite circles' cuts in placement order, twelve to a page; with the menus option,
 * each page of cuts is followed by the menu pages of its circles (empty when none has one).
 */
export async function CutGridPrint({ entries, menus, context }: { entries: PrintEntry[]; menus: ReadonlyMap<number, ShownImage[]>; context: PrintContext }) {
  const { locale, colors } = context;
  const t = await printTranslations(locale);
  const pages: PrintEntry[][] = [];
  for (let at = 0; at < entries.length; at += CUTS_PER_PAGE) pages.push(entries.slice(at, at + CUTS_PER_PAGE));
  return pages.map((page, number) => (
    <Fragment key={number}>
      <section className="print-page" aria-label={t('cutPage', { number: number + 1, count: pages.length })}>
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
      <MenuPages entries={page} menus={menus} label={t('menuPage', { number: number + 1, count: pages.length })} alt={(name) => t('menuAlt', { name })} locale={locale} />
    </Fragment>
  ));
}

/** The menus of one page of cuts, each under its circle's place and name; printed at once (a lazy image may never print). */
function MenuPages({ entries, menus, label, alt, locale }: { entries: PrintEntry[]; menus: ReadonlyMap<number, ShownImage[]>; label: string; alt: (name: string) => string; locale: PrintContext['locale'] }) {
  const shown = entries.flatMap((entry) => (menus.get(entry.circleId) ?? []).map((image) => ({ entry, image })));
  if (shown.length === 0) return null;
  return (
    <section className="print-page print-menus" aria-label={label}>
      {shown.map(({ entry, image }) => (
        <figure key={`${entry.circleId}:${entry.day}:${image.id}`} className="print-menu">
          <img src={image.fullUrl} alt={image.alt || alt(entry.name)} width={image.width} height={image.height} />
          <figcaption className="print-cut-caption">
            <span className="font-semibold">{entryPlacement(locale, entry)}</span> <PrintCircleName entry={entry} />
          </figcaption>
        </figure>
      ))}
    </section>
  );
}
