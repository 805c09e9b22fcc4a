import 'server-only';
import { cache } from 'react';
import { defaultListDisplay, type ListDisplaySettings } from './list-display';
import { db } from '@/lib/db';

/** A member's own state that a catalogue page lays over its shared part. */
export type MemberOverlay = {
  display: ListDisplaySettings;
  /** The member's own names for colours, by colour number. */
  colorLabels: ReadonlyMap<number, string>;
  /** The member's favourites among the page's circles: colour (0 for a memo without a colour) and memo. */
  favorites: ReadonlyMap<number, { color: number; memo: string }>;
};

type OverlayRow = {
  display: ListDisplaySettings | null;
  labels: { color: number; label: string }[];
  favorites: { circleId: number; color: number; memo: string }[];
};

/**
 * Everything of the member a catalogue page shows, in one round trip: list display settings, colour
 * names and the favourites among `circleIds`. The catalogue part of the page is the same for every
 * member and comes from the page cache; this is the only read of the member's own data it makes.
 */
async function readMemberOverlay(userId: string, circleIdsKey: string): Promise<MemberOverlay> {
  const circleIds = circleIdsKey === '' ? [] : circleIdsKey.split(',').map(Number);
  const [row] = await db.$queryRaw<OverlayRow[]>`
    SELECT
      (SELECT json_build_object('showItemNames', s."showItemNames", 'showAuthor', s."showAuthor", 'showGenre', s."showGenre",
                                'showSpace', s."showSpace", 'showMemo', s."showMemo", 'showImages', s."showImages")
         FROM "ListDisplaySettings" s WHERE s."userId" = ${userId}) AS display,
      COALESCE((SELECT json_agg(json_build_object('color', l.color, 'label', l.label)) FROM "ColorLabel" l WHERE l."userId" = ${userId}), '[]'::json) AS labels,
      COALESCE((SELECT json_agg(json_build_object('circleId', f."circleId", 'color', f.color, 'memo', f.memo))
                  FROM "Favorite" f WHERE f."userId" = ${userId} AND f."circleId" = ANY(${circleIds}::int[])), '[]'::json) AS favorites`;
  return {
    display: row?.display ?? defaultListDisplay,
    colorLabels: new Map((row?.labels ?? []).map((label) => [label.color, label.label])),
    favorites: new Map((row?.favorites ?? []).map((favorite) => [favorite.circleId, { color: favorite.color, memo: favorite.memo }])),
  };
}

// Once per request: the page and its favourites island both ask for the same member and circles.
const overlayOnce = cache(readMemberOverlay);

export function memberOverlay(userId: string, circleIds: readonly number[]): Promise<MemberOverlay> {
  return overlayOnce(userId, circleIds.join(','));
}
