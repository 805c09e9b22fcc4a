import { Fragment } from 'react';
import { circleFacts, type CircleFact, type CirclePage, type CirclePageLabels } from '@/lib/catalogue/circle-page';

type MapLinkLabel = (space: string) => string;

function FactValues({ fact, labels, mapLinkLabel }: { fact: CircleFact; labels: CirclePageLabels; mapLinkLabel?: MapLinkLabel }) {
  const [only] = fact.values;
  if (fact.values.length === 1 && only?.mapHref === null) return only.text;
  return (
    <ul className="space-y-1">
      {fact.values.map((value) => (
        <li key={value.text} className="flex flex-wrap items-baseline gap-x-3">
          <span className="font-semibold">{value.text}</span>
          {value.mapHref !== null && (
            <a href={value.mapHref} aria-label={mapLinkLabel?.(value.text)}>
              {labels.showOnMap}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A circle's facts (reading, author, genre, spaces) and its cashless mark, from the one description of
 * its page (lib/catalogue/circle-page.ts): the server's page and the in-app offline view both draw them
 * here, and the service worker's page writes the same list.
 */
export function CircleFacts({ page, labels, mapLinkLabel }: { page: CirclePage; labels: CirclePageLabels; mapLinkLabel?: MapLinkLabel }) {
  return (
    <div data-circle-facts="">
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        {circleFacts(page).map((fact) => (
          <Fragment key={fact.label}>
            <dt className="text-slate-600">{labels[fact.label]}</dt>
            <dd>
              <FactValues fact={fact} labels={labels} mapLinkLabel={mapLinkLabel} />
            </dd>
          </Fragment>
        ))}
      </dl>
      {page.cashless && <p className="mt-3 inline-block rounded bg-brand-100 px-2 py-0.5 text-sm font-semibold text-brand-700">{labels.cashless}</p>}
    </div>
  );
}
