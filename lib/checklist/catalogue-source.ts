import type { PrismaClient } from '@/lib/db/client';
import type { MatchCatalogueCircle } from './match-index';
import { weekdayLabel, type HallArea } from './placement';

// Flat SQL instead of nested Prisma reads: the whole event (about 26,000 circles) is read at once.
// No `server-only` here: the import benchmark loads the catalogue too.

export interface CatalogueSignature {
  circles: number;
  hash: number;
}

/**
 * A cheap fingerprint of every circle of the event, listed or not: a count and a sum of hashes of
 * (id, last edit). Writers touch `Circle.updatedAt` when spaces change, so placements are covered too.
 */
export async function readCatalogueSignature(client: PrismaClient, eventId: number): Promise<CatalogueSignature> {
  const [row] = await client.$queryRaw<CatalogueSignature[]>`
    SELECT count(*)::int AS circles, coalesce(sum(hashtext(c.id || ':' || c."updatedAt"))::float8, 0) AS hash
    FROM "Circle" c WHERE c."eventId" = ${eventId}`;
  return { circles: row?.circles ?? 0, hash: row?.hash ?? 0 };
}

type CircleRow = Omit<MatchCatalogueCircle, 'placement'>;

type SpaceRow = { circleId: number; date: Date; area: HallArea; block: string; spaceNumber: number; sides: string };

/** Every circle of the event with its first space (a two-space circle reads `ab`), for matching. */
export async function loadMatchCatalogue(client: PrismaClient, eventId: number): Promise<MatchCatalogueCircle[]> {
  const [circles, spaces] = await Promise.all([
    client.$queryRaw<CircleRow[]>`
      SELECT c.id, c."circleNumber", c."catalogPage", c."cutIndex", c.name, c."nameKana", c.author,
             c."lotteryStatus"::text AS "lotteryStatus", c."wantsPublication"
      FROM "Circle" c WHERE c."eventId" = ${eventId}`,
    client.$queryRaw<SpaceRow[]>`
      SELECT DISTINCT ON (p."circleId") p."circleId", d.date, h.area::text AS area, b.name AS block, p."spaceNumber",
             string_agg(p.side::text, '' ORDER BY p.side) AS sides
      FROM "Placement" p
      JOIN "EventDay" d ON d.id = p."dayId"
      JOIN "Block" b ON b.id = p."blockId"
      JOIN "Hall" h ON h.id = b."hallId"
      WHERE d."eventId" = ${eventId} AND p."circleId" IS NOT NULL
      GROUP BY p."circleId", d.id, b.id, h.id, p."spaceNumber"
      ORDER BY p."circleId", d."dayNumber", b."sortOrder", p."spaceNumber"`,
  ]);
  const placementOf = new Map(
    spaces.map((space) => [
      space.circleId,
      {
        day: weekdayLabel(space.date),
        date: space.date.toISOString().slice(0, 10),
        area: space.area,
        block: space.block,
        spaceNumber: space.spaceNumber,
        sides: space.sides === 'ab' ? ('ab' as const) : space.sides === 'b' ? ('b' as const) : ('a' as const),
      },
    ]),
  );
  return circles.map((circle) => ({ ...circle, placement: placementOf.get(circle.id) ?? null }));
}
