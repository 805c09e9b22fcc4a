import { cookies } from 'next/headers';
import { FavoriteButton } from '../favorite-button';

// The smallest page that does what the circle list does for the framework: dynamic (it reads cookies
// and the query), fifty rows of catalogue-sized text, a client component in each row. No sign-in,
// database or translations: what a list page costs before any of the catalogue's own work.
const rows = Array.from({ length: 28_000 }, (_, i) => ({
  id: i,
  name: `サークル ${i} Circle name`,
  author: `作者 ${i}`,
  genre: 'ゲーム(その他)',
  space: `East ${(i % 7) + 1} ${String.fromCharCode(65 + (i % 26))}-${(i % 60) + 1}a`,
  memo: i % 3 === 0 ? 'メモ '.repeat(10) : '',
}));

export default async function ReferenceList({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [query, cookieStore] = await Promise.all([searchParams, cookies()]);
  const keyword = typeof query.keyword === 'string' ? query.keyword : '';
  const start = (keyword.length * 137 + (cookieStore.has('locale') ? 1 : 0)) % (rows.length - 50);
  return (
    <main>
      <h1>List</h1>
      <ol>
        {rows.slice(start, start + 50).map((row) => (
          <li key={row.id}>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={`/cuts/${row.id}`} alt="" width={70} height={100} />
            <h3>
              <a href={`/circle/${row.id}`}>{row.name}</a>
            </h3>
            <dl>
              <dt>Author</dt>
              <dd>{row.author}</dd>
              <dt>Genre</dt>
              <dd>{row.genre}</dd>
              <dt>Space</dt>
              <dd>{row.space}</dd>
              {row.memo && (
                <>
                  <dt>Memo</dt>
                  <dd>{row.memo}</dd>
                </>
              )}
            </dl>
            <FavoriteButton id={row.id} />
          </li>
        ))}
      </ol>
    </main>
  );
}
