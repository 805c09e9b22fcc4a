'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatPlacement } from '@/lib/catalogue/placement-text';
import type { AppLocale } from '@/lib/i18n/locales';
import type { MatchStatus } from '@/lib/checklist/match';
import type { PreviewBody, PreviewRow } from '@/lib/checklist/preview-body';
import { formStyles } from '@/components/ui/styles';
import { ColorChip } from './color-chip';
import { ProblemList } from './problem-list';

const STATUSES: readonly MatchStatus[] = ['found', 'alreadyFavorite', 'notFound', 'notImportable'];
type Filter = MatchStatus | 'uncertain' | 'all';
const PAGE = 100;
const previewColumns = ['keep', 'line', 'placement', 'name', 'importColor', 'currentColor', 'memo', 'status'] as const;
// A phone's table fits its width: these columns stand aside, the status and the memo join the name's cell.
const wideOnly = 'max-md:hidden';
const phoneHidden: ReadonlySet<(typeof previewColumns)[number]> = new Set(['line', 'currentColor', 'memo', 'status']);

const statusStyles: Record<MatchStatus, string> = {
  found: 'bg-primary-50 text-primary-900',
  alreadyFavorite: 'bg-slate-100 text-slate-800',
  notFound: 'bg-secondary-50 text-secondary-700',
  notImportable: 'bg-amber-50 text-amber-900',
};

type ImportPreviewProps = {
  preview: PreviewBody;
  colorNames: readonly string[];
  /** Lines of uncertain rows the member ticked to import. */
  kept: ReadonlySet<number>;
  onKeep: (line: number, keep: boolean) => void;
};

function shows(row: PreviewRow, filter: Filter): boolean {
  if (filter === 'all') return true;
  if (filter === 'uncertain') return row.keepable;
  return row.status === filter;
}

/** Counts by status, a status filter and the rows, a hundred at a time: a full file has 10,000. */
export function ImportPreview({ preview, colorNames, kept, onKeep }: ImportPreviewProps) {
  const t = useTranslations('Checklist');
  const locale = useLocale() as AppLocale;
  const [filter, setFilter] = useState<Filter>('all');
  const [shown, setShown] = useState(PAGE);
  const { summary } = preview;
  const rows = preview.rows.filter((row) => shows(row, filter));
  const skippedHeading = t('resultSkipped', { count: summary.skipped });

  return (
    <div className="mt-4 space-y-3">
      <p className="text-sm text-slate-700">{t(preview.sameEvent ? 'sameEvent' : 'otherEvent', { event: preview.eventName })}</p>
      {preview.lossy && <p className="text-sm text-secondary-700">{t('lossy')}</p>}
      {(preview.shortened.memos > 0 || preview.shortened.labels > 0) && <p className="text-sm text-secondary-700">{t('shortened', preview.shortened)}</p>}
      <section aria-labelledby="checklist-summary">
        <h3 id="checklist-summary" className="text-sm font-semibold text-slate-900">
          {t('summaryHeading')}
        </h3>
        <dl className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {STATUSES.map((status) => (
            <div key={status} className={`rounded-md px-3 py-2 ${statusStyles[status]}`}>
              <dt className="text-xs">{t(`status.${status}`)}</dt>
              <dd className="text-lg font-bold" data-status={status}>
                {summary[status]}
              </dd>
            </div>
          ))}
        </dl>
        {summary.uncertain > 0 && <p className="mt-2 text-sm text-amber-900">{t('uncertainNote', { count: summary.uncertain })}</p>}
        <ProblemList problems={preview.problems} total={summary.skipped} heading={skippedHeading} />
        {summary.notImportable > 0 && <p className="mt-2 text-sm text-slate-700">{t('notImportableNote')}</p>}
      </section>

      <label className="block text-sm font-medium text-slate-900">
        {t('filterLabel')}
        <select
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as Filter);
            setShown(PAGE);
          }}
          className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 sm:w-auto"
        >
          <option value="all">{t('filterAll', { count: summary.rows })}</option>
          {summary.uncertain > 0 && <option value="uncertain">{t('filterStatus', { status: t('statusUncertain'), count: summary.uncertain })}</option>}
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t('filterStatus', { status: t(`status.${status}`), count: summary[status] })}
            </option>
          ))}
        </select>
      </label>

      <div className="max-h-[40vh] overflow-auto rounded-md border border-slate-200" tabIndex={0} role="region" aria-label={t('tableCaption')}>
        <table className="w-full text-left text-sm md:min-w-[44rem]">
          <caption className="sr-only">{t('tableCaption')}</caption>
          <thead className="sticky top-0 z-10 bg-slate-100">
            <tr>
              {previewColumns.map((column) => (
                <th key={column} scope="col" className={`px-2 py-1.5 ${phoneHidden.has(column) ? wideOnly : ''}`}>
                  {t(`columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, shown).map((row) => (
              <tr key={row.line} className={`border-t border-slate-200 align-top ${row.keepable ? 'bg-amber-50/60' : ''}`}>
                <td className="px-0.5 py-0">
                  {(row.importable || row.keepable) && (
                    <label className="flex size-11 items-center justify-center">
                      <input
                        type="checkbox"
                        aria-label={t('keepRow', { line: row.line })}
                        checked={row.importable || kept.has(row.line)}
                        disabled={row.importable}
                        onChange={(event) => onKeep(row.line, event.target.checked)}
                        className={formStyles.checkbox}
                      />
                    </label>
                  )}
                </td>
                <td className={`px-2 py-1.5 tabular-nums ${wideOnly}`}>{row.line}</td>
                <td className="px-2 py-1.5 md:whitespace-nowrap">{row.space === null ? t('none') : formatPlacement(locale, new Date(row.space.date), row.space)}</td>
                <td className="px-2 py-1.5">
                  {row.uncertain === null ? (
                    row.name
                  ) : (
                    <>
                      {/* In the name cell, which a phone shows without scrolling the table sideways. */}
                      <span className="block text-xs font-semibold text-amber-900">{t(`uncertain.${row.uncertain}`, { count: row.candidates })}</span>
                      <span className="block">{t('inCatalogue', { name: row.name, author: row.author })}</span>
                      <span className="block text-xs text-slate-700">{t('inFile', { name: row.fileName, author: row.fileAuthor })}</span>
                    </>
                  )}
                  <span className={`mt-1 inline-block rounded px-1.5 py-0.5 text-xs md:hidden ${statusStyles[row.status]}`}>{t(`status.${row.status}`)}</span>
                  {row.memo !== '' && <span className="block text-xs whitespace-pre-line text-slate-700 md:hidden">{row.memo}</span>}
                </td>
                <td className="px-2 py-1.5">
                  <ColorChip color={row.importColor} names={colorNames} memoOnly={t('memoOnly')} />
                </td>
                <td className={`px-2 py-1.5 ${wideOnly}`}>
                  {row.currentColor === null ? t('none') : <ColorChip color={row.currentColor} names={colorNames} memoOnly={t('memoOnly')} />}
                </td>
                <td className={`px-2 py-1.5 whitespace-pre-line ${wideOnly}`}>{row.memo}</td>
                <td className={`px-2 py-1.5 ${wideOnly}`}>
                  <span className={`rounded px-1.5 py-0.5 text-xs ${statusStyles[row.status]}`}>{t(`status.${row.status}`)}</span>
                  {row.duplicateOfLine !== null && <span className="block text-xs text-slate-600">{t('duplicateOf', { line: row.duplicateOfLine })}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > shown && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span>{t('shownOf', { shown, total: rows.length })}</span>
          <button type="button" className="min-h-11 font-semibold text-primary-700 underline" onClick={() => setShown((count) => count + PAGE * 5)}>
            {t('showMore')}
          </button>
        </div>
      )}
    </div>
  );
}
