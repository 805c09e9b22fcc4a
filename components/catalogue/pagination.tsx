import { getTranslations } from 'next-intl/server';
import { MarkupOnce } from '@/components/html/markup-once';
import { html } from '@/lib/html/safe-html';

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
 * Paging by `page` in the URL; `hrefFor` keeps the rest of the query as it is. Plain links and text, so
 * the markup travels once (MarkupOnce) and its links navigate with the router; one short class per link
 * (`pg-link` in result-list.css), the current page styled by its `aria-current`.
 */
export async function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('Pagination');
  const markup = html`${page > 1 && html`<a href="${hrefFor(page - 1)}" rel="prev" class="pg-link">${t('previous')}</a>`}${pagesAround(page, pageCount).map((n) =>
    n === null
      ? html`<span aria-hidden="true" class="px-1 text-slate-500">…</span>`
      : n === page
        ? html`<span aria-current="page" class="pg-link"><span class="sr-only">${t('page', { page: n })}</span><span aria-hidden="true">${n}</span></span>`
        : html`<a href="${hrefFor(n)}" aria-label="${t('page', { page: n })}" class="pg-link">${n}</a>`,
  )}${page < pageCount && html`<a href="${hrefFor(page + 1)}" rel="next" class="pg-link">${t('next')}</a>`}<span class="ml-2 text-sm text-slate-600">${t('status', { page, count: pageCount })}</span>`;
  return <MarkupOnce as="nav" label={t('label')} className="mt-6 flex flex-wrap items-center gap-1.5" markup={markup} />;
}
