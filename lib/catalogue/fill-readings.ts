import type { PrismaClient } from '@/lib/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { wantsReading } from '@/lib/readings/kana-reading';
import { loadReadingAnalyser } from '@/lib/readings/reading-analyser';

// Derived readings are stored with the catalogue (Circle.nameReading, authorReading, Work.titleReading):
// null means not derived yet, which is how new rows arrive. An edited circle (any change of updatedAt,
// which writers set when they change a circle or its works) has its readings derived again, since its
// name, author or titles may be what changed. This is the one place the analyser's dictionary is loaded
// outside seeding.

type MissingCircle = { id: number; name: string | null; author: string | null };
type MissingWork = { id: number; title: string };

/**
 * Derives and stores readings: for the whole event, those not derived yet; for `editedCircleIds`, all
 * of theirs again. Returns how many rows it wrote; costs one cheap query when nothing is to do.
 */
export async function fillReadings(client: PrismaClient, eventId: number, editedCircleIds?: readonly number[]): Promise<number> {
  const onlyMissing = editedCircleIds === undefined;
  const scope =
    editedCircleIds === undefined ? Prisma.empty : Prisma.sql`AND c.id = ANY(${[...editedCircleIds]}::int[])`;
  const missingName = onlyMissing ? Prisma.sql`c."nameReading" IS NULL` : Prisma.sql`TRUE`;
  const missingAuthor = onlyMissing ? Prisma.sql`c."authorReading" IS NULL` : Prisma.sql`TRUE`;
  const missingTitle = onlyMissing ? Prisma.sql`w."titleReading" IS NULL` : Prisma.sql`TRUE`;
  const [circles, works] = await Promise.all([
    client.$queryRaw<MissingCircle[]>`
      SELECT c.id,
             CASE WHEN c."nameKana" = '' AND ${missingName} THEN c.name END AS name,
             CASE WHEN c."authorKana" = '' AND ${missingAuthor} THEN c.author END AS author
      FROM "Circle" c
      WHERE c."eventId" = ${eventId} ${scope}
        AND ((c."nameKana" = '' AND ${missingName}) OR (c."authorKana" = '' AND ${missingAuthor}))`,
    client.$queryRaw<MissingWork[]>`
      SELECT w.id, w.title FROM "Work" w JOIN "Circle" c ON c.id = w."circleId"
      WHERE c."eventId" = ${eventId} ${scope} AND ${missingTitle}`,
  ]);
  if (circles.length === 0 && works.length === 0) return 0;
  const texts = [...circles.flatMap((row) => [row.name ?? '', row.author ?? '']), ...works.map((row) => row.title)];
  // Latin names have no reading to derive: no need for the dictionary then.
  const analyser = texts.some(wantsReading) ? await loadReadingAnalyser() : { readingOf: () => '' };
  const read = (text: string | null) => (text === null ? null : analyser.readingOf(text));
  await client.$transaction([
    client.$executeRaw`
      UPDATE "Circle" c SET "nameReading" = coalesce(f.name, c."nameReading"), "authorReading" = coalesce(f.author, c."authorReading")
      FROM unnest(${circles.map((row) => row.id)}::int[], ${circles.map((row) => read(row.name))}::text[], ${circles.map((row) => read(row.author))}::text[])
        AS f(id, name, author)
      WHERE c.id = f.id`,
    client.$executeRaw`
      UPDATE "Work" w SET "titleReading" = f.reading
      FROM unnest(${works.map((row) => row.id)}::int[], ${works.map((row) => analyser.readingOf(row.title))}::text[]) AS f(id, reading)
      WHERE w.id = f.id`,
  ]);
  return circles.length + works.length;
}
