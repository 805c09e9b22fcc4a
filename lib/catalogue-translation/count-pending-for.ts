import pg from 'pg';
import type { EventData } from '@/lib/catalogue-import/event-data';
import { deliveryPending } from './delivery-texts';
import { findEventId } from '@/lib/catalogue-import/read-current';
import { countPending, type LocaleReport } from './translate-catalogue';

/** The pending texts and characters of an event by its code, or undefined when it is not in the database. */
export async function countPendingFor(connectionString: string, eventCode: string): Promise<LocaleReport[] | undefined> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const eventId = await findEventId(client, eventCode);
    return eventId === undefined ? undefined : await countPending(client, eventId);
  } finally {
    await client.end();
  }
}

/** What a delivery read from its files would send (a dry run writes nothing for `countPending` to see). */
export async function deliveryPendingFor(connectionString: string, data: EventData): Promise<LocaleReport[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await deliveryPending(client, data);
  } finally {
    await client.end();
  }
}
