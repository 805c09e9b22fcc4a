// `npm run bench:offline-images`: what saving the event days downloads of the favourites' menus and
// covers (lib/offline/server/favorite-images.ts), per favourite: for each demo member with favourites,
// and for a member with 180 favourites spread over the demo event (every listed circle equally likely,
// half adult content on, half off). The bound: at most 60 KB a favourite on average. Uses
// DATABASE_URL or the embedded database of `npm start`, and the cut store the servers use (CUT_STORE_*).
// The demo's images are drawn on request (about 1 KB each); `real_kb…` states what the same lists
// would weigh with delivered images of real size: each file priced as the average converted size of
// its kind and size among bench:catalogue-import's drawn menus (about 1,400 × 2,000) and covers (about
// 1,000 × 1,400), converted as the importer and its queued job convert them; `…_at_full` prices the
// menus' offline renditions at the full size instead, as the list saved them before decision 040's
// offline rendition.
import { viewableImageWhere } from '@/lib/catalogue/image-access';
import { VISIBLE_CIRCLE } from '@/lib/catalogue/listed-circles';
import { prepareImage, type ImageVariantName } from '@/lib/cut-images/prepare-image';
import { createPrismaClient } from '@/lib/db/client';
import { loadFavoriteImages } from '@/lib/offline/server/favorite-images';
import { imagesForDays } from '@/lib/offline/saved-images';
import { cutStoreFromEnvironment } from '@/scripts/support/cut-store-from-environment';
import { openBenchDatabase } from './support/bench-database';
import { picturePool } from './support/bench-pictures';

const EVENT = process.env.EVENT ?? 'C999';
const SAMPLE_FAVOURITES = 180;
const BENCH_USER = 'bench-offline-images';

const database = await openBenchDatabase({ scale: 1 });
const client = createPrismaClient(database.url, 4);
const store = cutStoreFromEnvironment();

/** Average bytes of each kind and size as the importer and its job convert the benchmark's drawn pictures. */
async function realSizes(): Promise<Record<'MENU' | 'COVER', Record<ImageVariantName, number>>> {
  const pool = await picturePool();
  const average = async (pictures: readonly { bytes: Buffer }[]) => {
    const sums = { thumb: 0, full: 0, offline: 0 };
    for (const picture of pictures) {
      const prepared = await prepareImage(picture.bytes);
      if (!prepared.ok) throw new Error(`a drawn picture was refused: ${prepared.problem.code}`);
      for (const variant of prepared.image.variants) sums[variant.name] += variant.bytes.length;
    }
    return { thumb: sums.thumb / pictures.length, full: sums.full / pictures.length, offline: sums.offline / pictures.length };
  };
  return { MENU: await average(pool.menu), COVER: await average(pool.cover) };
}
const real = await realSizes();
console.log(
  `offline-images real sizes (drawn pictures converted): menu thumb ${(real.MENU.thumb / 1000).toFixed(1)} KB, full ${(real.MENU.full / 1000).toFixed(1)} KB, offline ${(real.MENU.offline / 1000).toFixed(1)} KB; ` +
    `cover thumb ${(real.COVER.thumb / 1000).toFixed(1)} KB`,
);

async function measure(label: string, userId: string, adult: boolean): Promise<{ favourites: number; bytes: number; realBytes: number; realBytesAtFull: number }> {
  const started = performance.now();
  const favourites = await loadFavoriteImages(client, userId, EVENT, { adult }, store);
  const ms = performance.now() - started;
  const days = [...new Set(favourites.flatMap((favourite) => favourite.days))];
  const { images, bytes } = imagesForDays(favourites, days);
  const withImages = favourites.filter((favourite) => favourite.images.length > 0).length;
  // Each listed file priced at the real average of its kind and size.
  const ids = images.map((image) => Number(/\/cuts\/images\/(\d+)\?/.exec(image.url)?.[1]));
  const kinds = new Map((await client.catalogueImage.findMany({ where: { AND: [viewableImageWhere({ adult }), { id: { in: ids } }] }, select: { id: true, kind: true } })).map((row) => [row.id, row.kind]));
  const priced = (offlineAs: 'offline' | 'full') =>
    images.reduce((sum, image, index) => {
      const kind = kinds.get(ids[index] ?? 0);
      const asked = new URL(image.url, 'http://bench').searchParams.get('s');
      const size = asked === 'full' ? 'full' : asked === 'offline' ? offlineAs : 'thumb';
      return sum + (kind === 'MENU' || kind === 'COVER' ? real[kind][size] : 0);
    }, 0);
  const realBytes = priced('offline');
  const realBytesAtFull = priced('full');
  const perFavourite = (total: number) => (total / 1000 / Math.max(1, favourites.length)).toFixed(2);
  console.log(
    `offline-images ${label} adult=${adult ? 1 : 0} favourites=${favourites.length} with_images=${withImages} files=${images.length} ` +
      `kb=${(bytes / 1000).toFixed(1)} kb_per_favourite=${perFavourite(bytes)} real_kb=${(realBytes / 1000).toFixed(1)} real_kb_per_favourite=${perFavourite(realBytes)} list_ms=${ms.toFixed(0)} ` +
      `real_kb_per_favourite_at_full=${perFavourite(realBytesAtFull)}`,
  );
  return { favourites: favourites.length, bytes, realBytes, realBytesAtFull };
}

try {
  const members = await client.$queryRaw<{ id: string; email: string; adult: boolean }[]>`
    SELECT u.id, u.email, (u."showAdult" AND u.birthdate IS NOT NULL AND u.birthdate <= (now() AT TIME ZONE 'Asia/Tokyo')::date - interval '18 years') AS adult
    FROM "User" u WHERE EXISTS (SELECT 1 FROM "Favorite" f WHERE f."userId" = u.id) AND u.id <> ${BENCH_USER} ORDER BY u.email`;
  for (const member of members) await measure(member.email, member.id, member.adult);

  // A member with many favourites: every n-th listed circle of the event, kept only while measuring.
  await client.user.deleteMany({ where: { id: BENCH_USER } });
  await client.user.create({ data: { id: BENCH_USER, email: `${BENCH_USER}@bench.example` } });
  await client.$executeRaw`
    INSERT INTO "Favorite" ("userId", "circleId", color, memo)
    SELECT ${BENCH_USER}, id, 1, '' FROM (
      SELECT c.id, row_number() OVER (ORDER BY c.id) AS n, count(*) OVER () AS total FROM "Circle" c JOIN "Event" e ON e.id = c."eventId"
      WHERE e.code = ${EVENT} AND ${VISIBLE_CIRCLE}) listed
    WHERE n % greatest(1, total / ${SAMPLE_FAVOURITES}) = 0 ORDER BY n LIMIT ${SAMPLE_FAVOURITES}`;
  const sampled = [await measure(`sample${SAMPLE_FAVOURITES}`, BENCH_USER, true), await measure(`sample${SAMPLE_FAVOURITES}`, BENCH_USER, false)];
  const favourites = Math.max(1, sampled.reduce((sum, run) => sum + run.favourites, 0));
  const average = sampled.reduce((sum, run) => sum + run.bytes, 0) / favourites;
  const realAverage = sampled.reduce((sum, run) => sum + run.realBytes, 0) / favourites;
  const atFullAverage = sampled.reduce((sum, run) => sum + run.realBytesAtFull, 0) / favourites;
  console.log(
    `offline-images kb_per_favourite=${(average / 1000).toFixed(2)} real_kb_per_favourite=${(realAverage / 1000).toFixed(2)} bound_kb=60 ` +
      `real_kb_per_favourite_at_full=${(atFullAverage / 1000).toFixed(2)}`,
  );
} finally {
  await client.user.deleteMany({ where: { id: BENCH_USER } });
  await client.$disconnect();
  await database.close();
}
