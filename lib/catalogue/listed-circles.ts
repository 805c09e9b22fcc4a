import { Prisma } from '@/lib/generated/prisma/client';

// The one statement of which circles the catalogue lists: a circle is listed when it won the lottery and
// agreed to be published. Every read of the catalogue takes its condition from here (a check in
// tests/unit/architecture refuses the condition written anywhere else). No `server-only`: the benchmark
// scripts read the catalogue too.

/** A Prisma `where` fragment for a listed circle (spread it into a `Circle` where). */
export const LISTED_CIRCLE = { lotteryStatus: 'SELECTED', wantsPublication: true } as const satisfies Prisma.CircleWhereInput;

/** Whether a circle already read is listed. */
export function isListedCircle(circle: { lotteryStatus: string; wantsPublication: boolean }): boolean {
  return circle.lotteryStatus === LISTED_CIRCLE.lotteryStatus && circle.wantsPublication === LISTED_CIRCLE.wantsPublication;
}

/** The same condition as SQL over a `"Circle"` aliased `c`, for queries that take plain text. */
export const LISTED_CIRCLE_SQL_TEXT = `c."lotteryStatus" = 'SELECTED' AND c."wantsPublication"`;

/** The condition as a Prisma SQL fragment for tagged raw queries. */
export const LISTED_CIRCLE_SQL = Prisma.raw(LISTED_CIRCLE_SQL_TEXT);

/**
 * A listed circle that no catalogue import has withdrawn (docs/decisions/032): what the list, the map and
 * the printouts show. Members who saved a withdrawn circle still see it among their favourites, marked.
 */
export const VISIBLE_CIRCLE = Prisma.sql`${LISTED_CIRCLE_SQL} AND c."withdrawnAt" IS NULL`;
