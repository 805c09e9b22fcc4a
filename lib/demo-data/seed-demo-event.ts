import pg from 'pg';
import { hashPassword } from '@/lib/auth/password';
import { DEMO_PASSWORD, writeDemoAccounts } from '@/lib/demo-data/demo-accounts';
import { DEMO_EVENT_CODE } from '@/lib/demo-data/event-info';
import { applyCatalogue } from '@/lib/catalogue-import/apply-catalogue';
import { hashFiles } from '@/lib/catalogue-import/event-files';
import { parseEventFiles } from '@/lib/catalogue-import/parse-event-files';
import { CatalogueImportError, Problems } from '@/lib/catalogue-import/problems';
import { deleteEvent } from '@/lib/catalogue-import/write-new-event';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { generateDemoEvent } from '@/lib/demo-data/generate-demo-event';
import { prepareImageStep } from '@/lib/catalogue-import/image-step';
import { demoImages, drawDemoImage } from '@/lib/demo-data/demo-images';

export type SeedDemoEventOptions = {
  seed: number;
  scale: number;
  /** Delete an existing demo event (and the demo accounts) first, in the same transaction. */
  replace?: boolean;
  /** First event day, `YYYY-MM-DD`; see DEFAULT_DEMO_START_DATE. */
  startDate?: string;
};

export type SeedDemoEventResult = {
  eventId: number;
  placements: number;
  circles: number;
  exhibitors: number;
  genres: number;
  works: number;
  ms: number;
};

export class DemoEventExistsError extends Error {
  readonly code = 'DEMO_EVENT_EXISTS';
  constructor(eventCode: string) {
    super(`The database already has event ${eventCode}; seed with { replace: true } (npm run db:seed -- --replace) to rebuild it.`);
    this.name = 'DemoEventExistsError';
  }
}

// Two processes seeding at once (say, two app instances on their first start) take turns instead of colliding.
const SEED_LOCK = 'SELECT pg_advisory_xact_lock(hashtext($1))';

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function findEventId(client: pg.ClientBase, code: string): Promise<number | undefined> {
  const result = await client.query<{ id: number }>('SELECT id FROM "Event" WHERE code = $1', [code]);
  return result.rows[0]?.id;
}

export async function hasDemoEvent(connectionString: string): Promise<boolean> {
  return withClient(connectionString, async (client) => (await findEventId(client, DEMO_EVENT_CODE)) !== undefined);
}

/**
 * Generates the demo event for a seed, writes it in the catalogue exchange format and loads that through
 * the catalogue import (the one path by which catalogue data enters the database), with the demo accounts,
 * in one transaction: a failure leaves the database as it was.
 */
export async function seedDemoEvent(connectionString: string, options: SeedDemoEventOptions): Promise<SeedDemoEventResult> {
  const started = performance.now();
  // Refuse before spending seconds on generation; the check inside the transaction is the one that counts.
  if (!options.replace && (await hasDemoEvent(connectionString))) throw new DemoEventExistsError(DEMO_EVENT_CODE);
  const data = generateDemoEvent({ seed: options.seed, scale: options.scale, startDate: options.startDate });
  const images = demoImages(data, options.seed);
  const files = new Map([...writeEventFiles(data), ...images.files]);
  const problems = new Problems();
  const imported = parseEventFiles(files, problems, data.event.createdAt);
  // The images.csv rows are checked as any delivery's; their pictures are drawn on request, not converted.
  const imageStep = imported && (await prepareImageStep(files, images.imageFiles, imported, problems, { dryRun: false, current: new Map(), draw: drawDemoImage }));
  if (!imported || problems.any) throw new CatalogueImportError(problems.listed, problems.total);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const eventId = await withClient(connectionString, async (client) => {
    await client.query('BEGIN');
    try {
      await client.query(SEED_LOCK, ['demo-event-seed']);
      const existing = await findEventId(client, data.event.code);
      if (existing !== undefined) {
        if (!options.replace) throw new DemoEventExistsError(data.event.code);
        await deleteEvent(client, existing);
      }
      const written = await applyCatalogue(client, imported, { dryRun: false, source: `demo seed ${options.seed} scale ${options.scale}`, fileHash: hashFiles(files), images: imageStep });
      if (written.eventId === null) throw new Error('The demo event was not written');
      // The import keeps the files' circle order, so ids line up with the generated rows.
      await writeDemoAccounts(client, { data, circleIds: written.circleIds, passwordHash });
      await client.query('COMMIT');
      return written.eventId;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  });

  return {
    eventId,
    placements: data.placements.length,
    circles: data.circles.length,
    exhibitors: data.exhibitors.length,
    genres: data.genres.length,
    works: data.works.length,
    ms: Math.round(performance.now() - started),
  };
}
