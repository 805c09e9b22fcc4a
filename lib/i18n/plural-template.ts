import { fillTemplate } from './message-template';

// A count message shown in the browser ("3 changes to send") without a translation library there: the
// server formats the message once per plural category of the language, with `{count}` where the number
// stood, and the browser picks the category with Intl.PluralRules and fills the number in.

export type PluralTemplates = Partial<Record<Intl.LDMLPluralRule, string>>;

/** A number of `category` in `locale`; counts from 2 up first, so that an `=0` or `=1` branch is not taken for the whole category. */
function sampleOf(rules: Intl.PluralRules, category: Intl.LDMLPluralRule): number | undefined {
  for (let count = 2; count <= 200; count += 1) if (rules.select(count) === category) return count;
  for (const count of [0, 1]) if (rules.select(count) === category) return count;
  return undefined;
}

/** The templates of a count message: `format` is the server's translator for that message. */
export function pluralTemplates(locale: string, format: (count: number) => string): PluralTemplates {
  const rules = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  const templates: PluralTemplates = {};
  for (const category of rules.resolvedOptions().pluralCategories) {
    const count = sampleOf(rules, category);
    if (count === undefined) continue;
    const text = format(count);
    const shown = numbers.format(count);
    templates[category] = text.includes(shown) ? text.replace(shown, '{count}') : text;
  }
  return templates;
}

/** The text for `count`, in the browser or on the server. */
export function fillPlural(templates: PluralTemplates, count: number, locale: string): string {
  const template = templates[new Intl.PluralRules(locale).select(count)] ?? templates.other ?? '';
  return fillTemplate(template, { count: new Intl.NumberFormat(locale).format(count) });
}
