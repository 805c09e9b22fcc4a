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

/**
 * Paging by `page` in the URL; `hrefFor` keeps the rest of the query as it is. One short class per link
 * (`pg-link` in result-list.css), the current page styled by its `aria-current`.
 */
export async function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('Pagination');
  return (
    <nav aria-label={t('label')} className="mt-6 flex flex-wrap items-center gap-1.5">
      {page > 1 && (
        <Link href={hrefFor(page - 1)} rel="prev" className="pg-link">
          {t('previous')}
        </Link>
      )}
      {pagesAround(page, pageCount).map((n, i) =>
        n === null ? (
          <span key={`gap${i}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className="pg-link">
            <span className="sr-only">{t('page', { page: n })}</span>
            <span aria-hidden="true">{n}</span>
          </span>
        ) : (
          <Link key={n} href={hrefFor(n)} aria-label={t('page', { page: n })} className="pg-link">
            {n}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link href={hrefFor(page + 1)} rel="next" className="pg-link">
          {t('next')}
        </Link>
      )}
      <span className="ml-2 text-sm text-slate-600">{t('status', { page, count: pageCount })}</span>
    </nav>
  );
}
