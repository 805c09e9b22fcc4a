import type { CircleListQuery } from '@/lib/catalogue/query-string';

// The list's forms (keyword, filters) are server markup of the query the page was made for. Offline the
// page is the device's kept copy of the bare list, so a link's query is answered on the device and its
// fields set here, as the server would have rendered them: a filter changed next then keeps the others.

/** A field's values under the query: a list's items, a flag as `1`, a number or text as itself. */
function valuesOf(query: CircleListQuery, name: string): string[] | null {
  if (!(name in query)) return null;
  const value = query[name as keyof CircleListQuery];
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'boolean') return value ? ['1'] : [];
  return [String(value)];
}

export function fillListFields(query: CircleListQuery, root: ParentNode = document): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('#main form input[name], #main form select[name]')) {
    const values = valuesOf(query, field.name);
    if (values === null) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) field.checked = values.includes(field.value);
    else if (field instanceof HTMLSelectElement) field.value = values.length === 1 && [...field.options].some((option) => option.value === values[0]) ? (values[0] ?? '') : '';
    else if (field.type !== 'range' || values.length > 0) field.value = values.join(',');
  }
}
