import type { z } from 'zod';
import type { Problems } from '@/lib/catalogue-import/problems';

type Issue = z.core.$ZodIssue;

// zod's own wording ("Invalid input", "Too big: expected string to have <=200 characters") tells staff
// nothing about their cell; the schemas' own messages ("must be a whole number") are kept as written.
const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized)/;
const SHOWN_VALUE_CHARS = 60;

const isEmptyAlternative = (issues: readonly Issue[]) => issues.every((issue) => issue.code === 'invalid_value' && issue.values.length === 1 && issue.values[0] === '');

/** What the value must be, in staff's words. */
function requirement(issue: Issue): string {
  if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_union': {
      const branches = issue.errors.filter((branch) => !isEmptyAlternative(branch));
      const wanted = [...new Set(branches.map((branch) => branch.map(requirement).join('; ')))].join(', or ');
      return `${wanted || 'must be empty'}${branches.length < issue.errors.length ? ' (or empty)' : ''}`;
    }
    case 'invalid_value': {
      const values = issue.values.filter((value) => value !== '').map(String);
      const orEmpty = values.length < issue.values.length ? ' (or empty)' : '';
      return values.length === 1 ? `must be ${values[0]}${orEmpty}` : `must be one of ${values.join(', ')}${orEmpty}`;
    }
    case 'invalid_format':
      return issue.format === 'url' ? 'must be an address starting with http:// or https://' : `must be ${issue.format === 'regex' ? 'in the expected form' : `a valid ${issue.format}`}`;
    case 'too_big':
      return issue.origin === 'string' ? `has more than ${issue.maximum} characters` : `must be at most ${issue.maximum}`;
    case 'too_small':
      return issue.origin === 'string' ? `must have at least ${issue.minimum} characters` : `must be at least ${issue.minimum}`;
    case 'invalid_type':
      return issue.input === undefined ? 'is missing' : `must be ${issue.expected === 'array' || issue.expected === 'object' ? 'an' : 'a'} ${issue.expected}`;
    default:
      return issue.message;
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/** ", not "24p"": the value as staff wrote it, so that the problem can be found by eye. */
function shown(value: unknown): string {
  if (value === undefined) return '';
  if (value === '') return ', not empty';
  const written = typeof value === 'string' ? value : JSON.stringify(value);
  if (written === undefined) return '';
  const short = [...written].length > SHOWN_VALUE_CHARS ? `${[...written].slice(0, SHOWN_VALUE_CHARS).join('')}…` : written;
  return `, not "${short}"`;
}

/** What is wrong with the value at the issue's place: what it must be, and what it is. */
export function describeIssue(issue: Issue, input: unknown): string {
  const value = valueAt(input, issue.path);
  if (issue.code === 'too_big' && issue.origin === 'string' && typeof value === 'string' && ZOD_DEFAULT.test(issue.message)) {
    return `has ${[...value].length} characters; at most ${issue.maximum}`;
  }
  if (issue.code === 'unrecognized_keys' || (issue.code === 'invalid_type' && value === undefined)) return requirement(issue);
  const wanted = requirement(issue);
  // "must not be empty" already says what the cell holds.
  if (value === '' && /\bempty\b/.test(wanted)) return wanted;
  return `${wanted}${shown(value)}`;
}

/** One problem per zod issue, the issue's path as the field. `input`: what was parsed, to name the value. */
export function zodProblems(file: string, line: number | undefined, error: z.ZodError, input: unknown, problems: Problems, fieldPrefix = ''): void {
  for (const issue of error.issues) {
    const field = `${fieldPrefix}${issue.path.join('.')}`;
    problems.add({ file, line, field: field === '' ? undefined : field, message: describeIssue(issue, input) });
  }
}
