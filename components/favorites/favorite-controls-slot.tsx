import { paletteColor } from '@/lib/favorites/palette';
import { html, type SafeHtml } from '@/lib/html/safe-html';

// Where a circle's favourite controls go: an element `data-favorite-controls="<circle id>"` in every
// list row and on the detail page. Until the favourites feature fills it, it shows the current colour
// as a read-only mark, so its place and size are settled. List rows are one server-rendered string, so
// the controls arrive there as ONE client island that portals into each slot of the page, rather than
// a client component per row.

type SlotProps = { circleId: number; color: number | null; label: string | null };

const markColor = (color: number | null) => (color !== null ? paletteColor(color)?.hex : undefined);

export function FavoriteControlsSlot({ circleId, color, label }: SlotProps) {
  const hex = markColor(color);
  return (
    <div data-favorite-controls={circleId}>
      {hex && label && <span role="img" aria-label={label} title={label} style={{ backgroundColor: hex }} className="fav-mark" />}
    </div>
  );
}

/** The same slot inside the server-rendered rows of a list. */
export function favoriteControlsSlotHtml({ circleId, color, label }: SlotProps): SafeHtml {
  const hex = markColor(color);
  const mark = hex && label ? html`<span role="img" aria-label="${label}" title="${label}" style="background-color:${hex}" class="fav-mark"></span>` : '';
  return html`<div data-favorite-controls="${circleId}">${mark}</div>`;
}
