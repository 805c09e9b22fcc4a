// Used by the catalogue importer, which also runs as a script outside the app: no 'server-only' here.
import type { Prisma } from '@/lib/generated/prisma/client';
import type { LiveChannel } from './channels';

/**
 * Tells every instance's listener that `topic` reached `sequence`. Sent inside the writer's own
 * transaction: PostgreSQL delivers it on commit, never for a change that rolled back, and it works through
 * a transaction pooler (only LISTEN needs a session of its own).
 */
export async function notifyLive(tx: Prisma.TransactionClient, channel: LiveChannel, topic: string | number, sequence: number): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${channel}, ${`${topic}:${sequence}`})`;
}

/** The same for code that writes through the driver itself (the catalogue import). */
export async function notifyLiveWithDriver(client: { query(text: string, values: unknown[]): Promise<unknown> }, channel: LiveChannel, topic: string | number, sequence: number): Promise<void> {
  await client.query('SELECT pg_notify($1, $2)', [channel, `${topic}:${sequence}`]);
}
