import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/** Page numbers to offer: the first, the last, and two either side of the current one. */
function pagesAround(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const withGaps: (number | null)[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - (sorted[i - 1] ?? n) > 1) withGaps.push(null);
    withGaps.push(n);
  });
  return withGaps;
}

const linkStyle = 'inline-flex min-w-9 justify-center rounded-md border border-slate-300 px-2.5 py-1.5 text-sm no-underline hover:bg-primary-50';

/** Paging by `page` in the URL; `hrefFor` keeps the rest of the query as it is. */
export async function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('Pagination');
  return (
    <nav aria-label={t('label')} className="mt-6 flex flex-wrap items-center gap-1.5">
      {page > 1 && (
        <Link href={hrefFor(page - 1)} prefetch={false} rel="prev" className={linkStyle}>
          {t('previous')}
        </Link>
      )}
      {pagesAround(page, pageCount).map((n, i) =>
        n === null ? (
          <span key={`gap${i}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className={`${linkStyle} border-primary-700 bg-primary-700 font-semibold text-white hover:bg-primary-700`}>
            <span className="sr-only">{t('page', { page: n })}</span>
            <span aria-hidden="true">{n}</span>
          </span>
        ) : (
          <Link key={n} href={hrefFor(n)} prefetch={false} aria-label={t('page', { page: n })} className={linkStyle}>
            {n}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link href={hrefFor(page + 1)} prefetch={false} rel="next" className={linkStyle}>
          {t('next')}
        </Link>
      )}
      <span className="ml-2 text-sm text-slate-600">{t('status', { page, count: pageCount })}</span>
    </nav>
  );
}
