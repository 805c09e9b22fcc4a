import type pg from 'pg';
import type { OrganiserFandom } from '@/lib/search';

/**
 * Makes the event's fandoms those of the delivery, inside the import's transaction: a handful of rows,
 * replaced whole rather than compared. A delivery without fandoms.csv leaves none.
 */
export async function replaceFandoms(client: pg.ClientBase, eventId: number, fandoms: readonly OrganiserFandom[]): Promise<void> {
  await client.query('DELETE FROM "Fandom" WHERE "eventId" = $1', [eventId]);
  if (fandoms.length === 0) return;
  await client.query(
    `INSERT INTO "Fandom" ("eventId", name, "genreCode", aliases)
     SELECT $1, f.name, f.code, ARRAY(SELECT json_array_elements_text(f.aliases))
     FROM json_to_recordset($2::json) AS f(name text, code int4, aliases json)`,
    [eventId, JSON.stringify(fandoms.map((fandom) => ({ name: fandom.name, code: fandom.genreCode, aliases: fandom.aliases })))],
  );
}
