/**
 * HTML built as text, escaped by construction: every interpolated string is escaped, and only values
 * that are already `SafeHtml` (made by this template) pass unchanged. For server markup that React
 * should pass through as one string (`dangerouslySetInnerHTML`), never for markup from elsewhere.
 */
export type SafeHtml = { readonly __html: string };

type Value = string | number | SafeHtml | readonly SafeHtml[] | false | null | undefined;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function render(value: Value): string {
  if (value === false || value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return escapeHtml(value);
  if (Array.isArray(value)) return value.map((item: SafeHtml) => item.__html).join('');
  return (value as SafeHtml).__html;
}

export function html(strings: TemplateStringsArray, ...values: readonly Value[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return { __html: out };
}
