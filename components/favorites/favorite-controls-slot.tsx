import { paletteColor } from '@/lib/checklist/palette';
import './favorite-controls-slot.css';

/**
 * Where a circle's favourite controls go, in the list rows and on the detail page. Until the favourites
 * feature fills it with its client island (colour and memo editing), it shows the current colour as a
 * read-only mark, so the slot's place and size are settled now. Replace the body, keep the props.
 */
export function FavoriteControlsSlot({ circleId, color, label }: { circleId: number; color: number | null; label: string | null }) {
  const hex = color !== null ? paletteColor(color)?.hex : undefined;
  return (
    <div data-favorite-controls={circleId} className="fav-slot">
      {hex && label && <span role="img" aria-label={label} title={label} style={{ backgroundColor: hex }} className="fav-mark" />}
    </div>
  );
}
