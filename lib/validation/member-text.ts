import { z } from 'zod';
import { hasForbiddenCharacters, normalizeLineBreaks } from './member-characters';

// The one schema of a text a member writes (decision 039): the characters of ./member-characters, a
// length after trimming (a memo keeps its spacing; a text of several lines has its line breaks made `\n`),
// and a message for each way it can be wrong. Every member-text field is made here; the schemas built
// are remembered, so tests/unit/architecture/member-text.test.ts can tell that each field is one.

export type MemberTextRules = {
  /** Whether line breaks and tabs are part of the text (a memo, an inquiry's message). */
  lines: boolean;
  max: number;
  /** Whether white space around the text goes; by default for a text of one line only (a memo keeps its spacing). */
  trim?: boolean;
  /** At least this many characters (after trimming); 0 lets the field be empty. */
  min?: number;
  /** Message keys (or a form's codes) for each failure; `invalid` also answers a value that is not text. */
  errors: { tooLong: string; characters: string; required?: string; invalid?: string };
};

const built = new WeakSet<z.ZodType>();

export function memberText({ lines, max, trim = !lines, min = 0, errors }: MemberTextRules) {
  const invalid = errors.invalid ?? errors.characters;
  const start = z.string({ error: invalid });
  const normalised = lines ? start.overwrite(normalizeLineBreaks) : start;
  const shaped = trim ? normalised.trim() : normalised;
  const schema = shaped
    .min(min, { error: errors.required ?? invalid })
    .max(max, { error: errors.tooLong })
    .refine((text) => !hasForbiddenCharacters(text, { lines }), { error: errors.characters });
  built.add(schema);
  return schema;
}

/** Whether a schema was made by `memberText`, or is one with metadata added (zod's copy keeps its parent). */
export function isMemberText(schema: unknown): boolean {
  for (let at = schema instanceof z.ZodType ? (schema as z.core.$ZodType) : undefined; at; at = at._zod.parent) {
    if (built.has(at as z.ZodType)) return true;
  }
  return false;
}
