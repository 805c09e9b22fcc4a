'use client';

import { fillTemplate } from '@/lib/i18n/message-template';
import type { VenueMapLabels } from './venue-map-props';

export type HighlightItem = { key: string; text: string; name: string; swatch?: string; selected: boolean; onShow: () => void };

// The text alternative of the map: the spaces it highlights, each able to show itself on the map.
const MAX_ITEMS = 200;

/** The spaces as a list of buttons, named by the element `labelledBy` points at, or by `label`. */
export function HighlightItems({ items, labelledBy, label, labels }: { items: readonly HighlightItem[]; labelledBy?: string; label?: string; labels: VenueMapLabels }) {
  const shown = items.slice(0, MAX_ITEMS);
  if (shown.length === 0) return <p className="px-3 py-2 text-sm text-slate-700">{labels.noHighlights}</p>;
  return (
    <>
      <ul aria-labelledby={labelledBy} aria-label={label} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-1 py-1">
        {shown.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              onClick={item.onShow}
              aria-current={item.selected ? 'true' : undefined}
              className="flex min-h-11 w-full items-start gap-2 rounded px-2 py-1 text-left text-sm hover:bg-slate-100 aria-[current=true]:bg-primary-50 md:min-h-0"
            >
              {item.swatch && <span aria-hidden="true" className="venue-map-swatch mt-0.5" style={{ backgroundColor: item.swatch }} />}
              <span className="min-w-0">
                <span className="block font-semibold">{item.text}</span>
                <span className="block break-words text-slate-700">{item.name}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {items.length > shown.length && <p className="px-3 pb-2 text-xs text-slate-600">{fillTemplate(labels.listTruncated, { shown: shown.length, count: items.length })}</p>}
    </>
  );
}

export function HighlightList({ heading, items, status, labels }: { heading: string; items: readonly HighlightItem[]; status: string; labels: VenueMapLabels }) {
  return (
    <section aria-labelledby="map-highlights-heading" className="flex h-full min-h-0 flex-col">
      <h2 id="map-highlights-heading" className="px-3 pt-3 text-sm font-bold text-slate-900">
        {heading}
      </h2>
      <p role="status" className="px-3 text-xs text-slate-600">
        {status}
      </p>
      <HighlightItems items={items} labelledBy="map-highlights-heading" labels={labels} />
    </section>
  );
}
