import type { z } from 'zod';
import type { Problems } from '@/lib/catalogue-import/problems';

/** One problem per zod issue, the issue's path as the field. */
export function zodProblems(file: string, line: number | undefined, error: z.ZodError, problems: Problems, fieldPrefix = ''): void {
  for (const issue of error.issues) {
    const field = `${fieldPrefix}${issue.path.join('.')}`;
    problems.add({ file, line, field: field === '' ? undefined : field, message: issue.message });
  }
}
