import type pg from 'pg';

export type SqlValue = string | number | boolean | null;

/**
 * A column: its name, its PostgreSQL element type (`int4`, `text`, `"SpaceSide"` ...) and how a row fills it.
 * An array column (`int4[]`) is passed as its text form (`{1,2}`): unnest() would flatten an array of arrays.
 */
export type Column<Row> = readonly [name: string, type: string, value: (row: Row, index: number) => SqlValue];

// unnest() of one array per column inserts thousands of rows per statement with a fixed, small number of
// parameters, which is what makes seeding the full event take seconds rather than minutes.
const BATCH_SIZE = 10_000;
// A batch's text goes over the wire as one array literal per column, built in memory two or three times
// over: long descriptions (5,000 characters a circle) cut the batch short of 10,000 rows.
const BATCH_CHARACTERS = 8_000_000;

/** The next batch of rows from `start`: at most BATCH_SIZE rows and about BATCH_CHARACTERS of text. */
function batchValues<Row>(columns: readonly Column<Row>[], rows: readonly Row[], start: number): { values: SqlValue[][]; next: number } {
  const values: SqlValue[][] = columns.map(() => []);
  let characters = 0;
  let at = start;
  while (at < rows.length && at - start < BATCH_SIZE && characters < BATCH_CHARACTERS) {
    const row = rows[at] as Row;
    columns.forEach(([, , value], column) => {
      const cell = value(row, at);
      if (typeof cell === 'string') characters += cell.length;
      values[column]?.push(cell);
    });
    at += 1;
  }
  return { values, next: at };
}

const isArray = (type: string) => type.endsWith('[]');
const parameter = (type: string, index: number) => `$${index + 1}::${isArray(type) ? 'text' : type}[]`;
const cast = (name: string, type: string) => (isArray(type) ? `v."${name}"::${type}` : `v."${name}"`);

export async function insertRows<Row>(client: pg.ClientBase, table: string, columns: readonly Column<Row>[], rows: readonly Row[]): Promise<void> {
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const arrays = columns.map(([, type], index) => parameter(type, index)).join(', ');
  const values = columns.map(([name, type]) => cast(name, type)).join(', ');
  const sql = `INSERT INTO "${table}" (${names}) SELECT ${values} FROM unnest(${arrays}) AS v(${names})`;
  for (let start = 0; start < rows.length; ) {
    const { values, next } = batchValues(columns, rows, start);
    await client.query(sql, values);
    start = next;
  }
}

/**
 * Takes `count` ids from a table's sequence. Rows that other rows point at get their ids up front, so
 * that the whole event can be written in a few statements without reading ids back; the sequence stays
 * right for rows the app adds later.
 */
export async function reserveIds(client: pg.ClientBase, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await client.query<{ ids: number[] }>(
    `SELECT array_agg(nextval(pg_get_serial_sequence($1, 'id'))::int4 ORDER BY n) AS ids FROM generate_series(1, $2::int4) AS n`,
    [`"${table}"`, count],
  );
  const ids = result.rows[0]?.ids;
  if (!ids || ids.length !== count) throw new Error(`Could not reserve ${count} ids for ${table}`);
  return ids;
}

/** `YYYY-MM-DD HH:MM:SS.mmm` in UTC, the form Prisma's timestamp(3) columns hold. */
export function sqlTimestamp(iso: string): string;
export function sqlTimestamp(iso: string | null): string | null;
export function sqlTimestamp(iso: string | null): string | null {
  return iso === null ? null : iso.replace('T', ' ').replace('Z', '');
}

/**
 * Updates rows by id from one array per column in a single statement (a batch of 10,000 at a time); the
 * first column is the id. Columns not listed keep their values.
 */
export async function updateRows<Row>(client: pg.ClientBase, table: string, columns: readonly Column<Row>[], rows: readonly Row[]): Promise<void> {
  const [idColumn, ...rest] = columns;
  if (!idColumn || rows.length === 0) return;
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const arrays = columns.map(([, type], index) => parameter(type, index)).join(', ');
  const sets = rest.map(([name, type]) => `"${name}" = ${cast(name, type)}`).join(', ');
  const sql = `UPDATE "${table}" t SET ${sets} FROM unnest(${arrays}) AS v(${names}) WHERE t."${idColumn[0]}" = v."${idColumn[0]}"`;
  for (let start = 0; start < rows.length; ) {
    const { values, next } = batchValues(columns, rows, start);
    await client.query(sql, values);
    start = next;
  }
}
