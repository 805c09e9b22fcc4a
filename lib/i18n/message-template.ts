// Some texts get their arguments in the browser (a circle's name, a count of rows). The server
// formats those messages with each argument standing in for itself, so the browser receives
// "Add {name} to favourites" and fills it with `fillTemplate`. Formatting, unlike reading the raw
// message, works the same on the ICU source text and on the build's precompiled messages.

/** Values that format every named argument as its own placeholder: `{name}` stays "{name}". */
export function templateArguments<Name extends string>(...names: Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<Name, string>;
}

/** Fills the `{name}` placeholders of a template the server handed over; unknown ones stay as they are. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
