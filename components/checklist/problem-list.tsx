'use client';

import { useTranslations } from 'next-intl';
import type { ReportedProblem } from '@/lib/checklist/import-plan';

type ProblemListProps = { problems: readonly ReportedProblem[]; total: number; heading: string };

/** The lines of the file that were not imported, each with its reason: `line 17: 12 fields, at least 25 expected`. */
export function ProblemList({ problems, total, heading }: ProblemListProps) {
  const t = useTranslations('Checklist');
  const skipped = problems.filter((problem) => problem.skipped);
  if (total === 0 || skipped.length === 0) return null;
  return (
    <section aria-label={t('skippedHeading')} className="mt-2 rounded-md border border-secondary-200 bg-secondary-50 px-3 py-2 text-sm text-secondary-800">
      <p>{heading}</p>
      <ul className="mt-1 max-h-40 list-disc overflow-y-auto pl-5">
        {skipped.map((problem) => (
          <li key={`${problem.line}-${problem.code}`}>
            {t(`rowProblems.${problem.code}`, {
              line: problem.line,
              fields: problem.fields ?? 0,
              expected: problem.expected ?? 0,
              value: problem.value ?? '',
            })}
          </li>
        ))}
      </ul>
      {total > skipped.length && <p className="mt-1">{t('problemsMore', { count: total - skipped.length })}</p>}
    </section>
  );
}
