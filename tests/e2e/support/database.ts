import pg from 'pg';

/** The end-to-end app's embedded PostgreSQL, as the Playwright configuration starts it. */
export function connectionString(): string {
  const port = Number(process.env.E2E_PORT ?? 3100) + 51000;
  return `postgresql://postgres:catalogue-local@127.0.0.1:${port}/catalogue`;
}

export async function query<Row extends Record<string, unknown>>(sql: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: connectionString() });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}
