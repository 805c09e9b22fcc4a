import { LISTED_CIRCLE_SQL_TEXT } from '@/lib/catalogue/listed-circles';
import { query } from './database';

/**
 * Listed circles with a space, each with a name and an author no other circle has, so that a checklist row
 * naming them matches one circle: by id, or spread over the catalogue (`spread`) for screenshots.
 */
export function distinctCircles(count: number, order: 'id' | 'spread' = 'id'): Promise<{ name: string; author: string }[]> {
  return query<{ name: string; author: string }>(
    `SELECT c.name, c.author FROM (
       SELECT id, name, author, "lotteryStatus", "wantsPublication",
              count(*) OVER (PARTITION BY name) AS same_name, count(*) OVER (PARTITION BY author) AS same_author
       FROM "Circle") c
     WHERE c.same_name = 1 AND c.same_author = 1 AND ${LISTED_CIRCLE_SQL_TEXT} AND c.author <> ''
       AND EXISTS (SELECT 1 FROM "Placement" p WHERE p."circleId" = c.id)
     ORDER BY ${order === 'id' ? 'c.id' : '(c.id * 7919) % 10007'} LIMIT $1`,
    [count],
  );
}
