import pg from 'pg';
import type { EventData } from '@/lib/catalogue-import/event-data';
import { exportEventFiles, listedData } from '@/lib/catalogue-import/export-event';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { importEventFiles } from '@/tests/support/import-event-files';
import { connectionString } from './database';

// The specs that change the catalogue (the catalogue-source and push-source projects) export the demo
// event as the end-to-end database holds it, import a changed copy through the importer as staff would,
// and import the export back when they are done.

/** The demo event's listed circles and everything placed with them. */
export async function exportDemoEvent(): Promise<EventData> {
  const client = new pg.Client({ connectionString: connectionString() });
  await client.connect();
  try {
    const exported = await exportEventFiles(client, 'C999');
    if (!exported) throw new Error('The end-to-end database holds the demo event');
    return listedData(exported.current);
  } finally {
    await client.end();
  }
}

/** Imports `data` as the running event, from files in a folder, as `npm run catalogue:import` would. */
export async function importDemoEvent(data: EventData): Promise<void> {
  await importEventFiles(connectionString(), writeEventFiles(data));
}
