import type pg from 'pg';
import { LISTED_CIRCLE_SQL_TEXT } from '@/lib/catalogue/listed-circles';
import type { SearchQuery } from '@/lib/search';

// The plain PostgreSQL approach the index is measured against: every keyword word ILIKE'd over circle
// name, author and work titles, the same filters as SQL conditions, one page and the total in one query.
// Romaji and typo tolerance have no equivalent here; the point is the cost, not the recall.

const escapeLike = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const HALL_KEY = `(CASE h.area WHEN 'EAST' THEN 'E' WHEN 'WEST' THEN 'W' ELSE 'S' END) || h.number`;
const BLOCK_KEY = `(CASE h.area WHEN 'EAST' THEN 'E' WHEN 'WEST' THEN 'W' ELSE 'S' END) || ':' || b.name`;
const PLACEMENT_JOIN = `"Placement" p JOIN "EventDay" d ON d.id = p."dayId" JOIN "Block" b ON b.id = p."blockId" JOIN "Hall" h ON h.id = b."hallId"`;

export function baselineSql(eventId: number, query: SearchQuery): { text: string; values: unknown[] } {
  const values: unknown[] = [eventId];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const where = [`c."eventId" = $1`, LISTED_CIRCLE_SQL_TEXT];
  const words = (query.keyword ?? '').split(/[\s\u3000]+/).filter((word) => word !== '');
  for (const word of words) {
    const pattern = param(escapeLike(word));
    where.push(
      `(c.name ILIKE ${pattern} OR c.author ILIKE ${pattern} OR EXISTS (SELECT 1 FROM "Work" w WHERE w."circleId" = c.id AND w.title ILIKE ${pattern}))`,
    );
  }
  if (query.genres?.length) where.push(`g.code = ANY(${param(query.genres)}::int[])`);
  if (query.cashlessOnly) where.push('c.cashless');
  if (query.excludeAdult) where.push('NOT c."isAdult"');
  const placement: string[] = [];
  if (query.days?.length) placement.push(`d."dayNumber" = ANY(${param(query.days)}::int[])`);
  if (query.halls?.length) placement.push(`${HALL_KEY} = ANY(${param(query.halls)}::text[])`);
  if (query.blocks?.length) placement.push(`${BLOCK_KEY} = ANY(${param(query.blocks)}::text[])`);
  if (placement.length > 0) where.push(`EXISTS (SELECT 1 FROM ${PLACEMENT_JOIN} WHERE p."circleId" = c.id AND ${placement.join(' AND ')})`);

  const firstWord = words[0] ? values.indexOf(escapeLike(words[0])) + 1 : 0;
  const venueOrder = `(SELECT min(d."dayNumber" * 100000000 + h.number * 1000000 + b."sortOrder" * 2000 + p."spaceNumber" * 2) FROM ${PLACEMENT_JOIN} WHERE p."circleId" = c.id)`;
  const order =
    query.sort === 'newest'
      ? `c."updatedAt" DESC, ${venueOrder}, c.id`
      : query.sort === 'score' && firstWord > 0
        ? `(c.name ILIKE $${firstWord}) DESC, (c.author ILIKE $${firstWord}) DESC, ${venueOrder}, c.id`
        : `${venueOrder}, c.id`;
  const text = `SELECT c.id, count(*) OVER () AS total FROM "Circle" c JOIN "Genre" g ON g.id = c."genreId"
    WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`;
  return { text, values };
}

export async function runBaseline(client: pg.Client, eventId: number, query: SearchQuery): Promise<number> {
  const { text, values } = baselineSql(eventId, query);
  const result = await client.query<{ id: number; total: string }>(text, values);
  return Number(result.rows[0]?.total ?? 0);
}
