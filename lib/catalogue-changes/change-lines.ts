import { parseSpaceCode } from '@/lib/catalogue-import/format';
import { formatSpace } from '@/lib/catalogue/placement-text';
import type { AppLocale } from '@/lib/i18n/locales';
import type { CircleChangeSummary, ShownField } from './change-summary';

export type ChangeTexts = {
  moved: (from: string, to: string) => string;
  withdrawn: string;
  returned: string;
  works: string;
  newMenu: string;
  details: (fields: string) => string;
  day: (number: number) => string;
  field: (field: ShownField) => string;
};

/** `1 東ア-01a` as the import records it, read as `Day 1 East ア(A)-01a` in the member's language. */
export function placementText(locale: AppLocale, texts: Pick<ChangeTexts, 'day'>, recorded: string): string {
  const [day = '', code = ''] = recorded.split(' ');
  const space = parseSpaceCode(code);
  const spaceText = space ? formatSpace(locale, { ...space, sides: space.sides.length === 2 ? 'ab' : (space.sides[0] ?? 'a') }) : code;
  return Number.isInteger(Number(day)) && day !== '' ? `${texts.day(Number(day))} ${spaceText}` : recorded;
}

/** The "what changed" list of one circle, a line each, in the member's language. */
export function changeLines(locale: AppLocale, texts: ChangeTexts, summary: CircleChangeSummary): string[] {
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const spaces = (recorded: readonly string[]) => list.format(recorded.map((entry) => placementText(locale, texts, entry)));
  const lines: string[] = [];
  if (summary.withdrawn) lines.push(texts.withdrawn);
  if (summary.returned) lines.push(texts.returned);
  if (summary.moved && !summary.withdrawn) lines.push(texts.moved(spaces(summary.moved.from) || '—', spaces(summary.moved.to) || '—'));
  if (summary.worksChanged) lines.push(texts.works);
  if (summary.newMenu && !summary.withdrawn) lines.push(texts.newMenu);
  if (summary.fields.length > 0) lines.push(texts.details(list.format(summary.fields.map(texts.field))));
  return lines;
}
