/* eslint-disable @next/next/no-img-element -- cuts are small generated SVGs at a fixed size */
import { FavoriteControlsSlot } from '@/components/favorites/favorite-controls-slot';
import { VisitMarkButtons, type VisitMarkLabels } from '@/components/plan/visit-mark-buttons';
import { fillTemplate } from '@/lib/i18n/message-template';
import type { MapCircleFacts } from '@/lib/map/map-circle-facts';
import type { VisitStatus } from '@/lib/plan/visit-status';
import type { VenueMapLabels } from './venue-map-props';
import { RomajiLine } from '@/components/ui/romaji-line';

export type PopupCircle = MapCircleFacts & {
  kind: 'circle';
  placement: string;
  favorite: { color: number; hex: string; label: string; memo: string } | null;
  /** The day shown and the circle's visit mark on it, for a favourite. */
  visit: { day: number; status: VisitStatus; labels: VisitMarkLabels; onMarked: (status: VisitStatus) => void } | null;
};

export type PopupBooth = { kind: 'booth'; id: number; name: string; placement: string };

/** What the map's popup shows for a circle or a booth. */
export function MapPopupContent({ subject, labels }: { subject: PopupCircle | PopupBooth; labels: VenueMapLabels }) {
  const cut = subject.kind === 'circle' ? `/cuts/${subject.wcid}` : `/cuts/booth-${subject.id}`;
  const headingId = `map-popup-${subject.kind}-${subject.id}`;
  const detailHref = subject.kind === 'circle' ? `/circle/${subject.id}` : `/booth/${subject.id}`;
  return (
    <article aria-labelledby={headingId} className="venue-map-popup">
      <div className="venue-map-popup-pictures">
        <img src={cut} alt={fillTemplate(labels.cutAlt, { name: subject.name })} width={70} height={100} className="venue-map-popup-cut" />
        {subject.kind === 'circle' && subject.thumb !== '' && (
          <img src={subject.thumb} alt={fillTemplate(labels.thumbAlt, { name: subject.name })} width={70} height={100} loading="lazy" decoding="async" className="venue-map-popup-cut venue-map-popup-thumb" />
        )}
      </div>
      <div className="min-w-0">
        {/* The favourite controls read the circle's name from this heading's link. */}
        <h3 id={headingId} className="text-base font-bold break-words">
          <a href={detailHref}>{subject.name}</a>
        </h3>
        {subject.kind === 'circle' && <RomajiLine romaji={subject.romaji} />}
        <dl className="mt-1 text-sm">
          {subject.kind === 'circle' && subject.author !== '' && (
            <>
              <dt className="sr-only">{labels.author}</dt>
              <dd className="text-slate-700">{subject.author}</dd>
            </>
          )}
          <dt className="sr-only">{labels.placement}</dt>
          <dd className="font-semibold">{subject.placement}</dd>
          {subject.kind === 'circle' && (
            <>
              <dt className="sr-only">{labels.favorite}</dt>
              <dd className="mt-1 flex items-center gap-2">
                {subject.favorite ? (
                  <>
                    <span aria-hidden="true" className="venue-map-swatch" style={{ backgroundColor: subject.favorite.hex }} />
                    <span>{subject.favorite.label}</span>
                  </>
                ) : (
                  <span className="text-slate-600">{labels.notFavorite}</span>
                )}
              </dd>
              {subject.favorite && subject.favorite.memo !== '' && (
                <>
                  <dt className="sr-only">{labels.memo}</dt>
                  <dd className="mt-1 whitespace-pre-line text-slate-700">{subject.favorite.memo}</dd>
                </>
              )}
            </>
          )}
        </dl>
        {subject.kind === 'circle' && (
          <FavoriteControlsSlot circleId={subject.id} color={subject.favorite?.color ?? null} label={subject.favorite ? `${labels.favorite}: ${subject.favorite.label}` : null} />
        )}
        {subject.kind === 'circle' && subject.favorite && subject.visit && (
          <VisitMarkButtons key={`${subject.id}:${subject.visit.day}`} circleId={subject.id} day={subject.visit.day} name={subject.name} initial={subject.visit.status} labels={subject.visit.labels} onMarked={subject.visit.onMarked} />
        )}
        <a href={detailHref} className="mt-2 inline-block text-sm font-semibold">
          {subject.kind === 'circle' ? labels.details : labels.boothDetails}
        </a>
      </div>
    </article>
  );
}
