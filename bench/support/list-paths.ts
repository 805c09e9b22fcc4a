import { circleListSearch, emptyCircleListQuery, withSearch } from '@/lib/catalogue/query-string';
import { loadSearchableRows } from '@/lib/catalogue/searchable-rows';
import { createPrismaClient } from '@/lib/db/client';
import { generateSearchQueries } from '../search-queries';

/** Varied list URLs from the catalogue itself: keywords of every kind, a third with a filter, some on page 2. */
export async function listPaths(databaseUrl: string): Promise<string[]> {
  const client = createPrismaClient(databaseUrl, 2);
  try {
    const event = await client.event.findUniqueOrThrow({ where: { code: process.env.EVENT ?? 'C999' }, select: { id: true } });
    const { rows } = await loadSearchableRows(client, event.id);
    return generateSearchQueries(rows, { count: 200, seed: 5 }).map(({ query }) =>
      withSearch(
        '/circle/list',
        circleListSearch({
          ...emptyCircleListQuery,
          keyword: query.keyword ?? '',
          day: query.days?.[0],
          area: [...(query.halls ?? [])],
          genre: [...(query.genres ?? [])],
          sort: query.sort,
          page: query.offset > 0 ? 2 : 1,
        }),
      ),
    );
  } finally {
    await client.$disconnect();
  }
}

