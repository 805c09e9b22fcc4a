import fc from 'fast-check';

// Values that a JSON Schema of the OpenAPI document accepts, for the subset the document uses (objects,
// strings with lengths, patterns and dates, constants, enums, booleans, numbers, anyOf/oneOf). A keyword
// outside the subset fails the test instead of being ignored, so the document cannot outgrow its check.

export type JsonSchema = { [keyword: string]: unknown };

const known = new Set([
  'type', 'properties', 'required', 'additionalProperties', 'minLength', 'maxLength', 'pattern', 'format', 'formatMinimum',
  'formatMaximum', 'const', 'enum', 'anyOf', 'oneOf', 'description', 'examples', 'title',
]);

const day = 86_400_000;

function dateString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = Date.parse(String(schema.formatMinimum ?? '1900-01-01'));
  const max = Date.parse(String(schema.formatMaximum ?? '2100-12-31'));
  return fc.integer({ min: Math.floor(min / day), max: Math.floor(max / day) }).map((days) => new Date(days * day).toISOString().slice(0, 10));
}

/** Words a pattern names literally (`openid`), so that generated strings match it often enough. */
function patternWords(pattern: string): string[] {
  return [...pattern.replace(/\\p\{\w+\}/g, '').matchAll(/[A-Za-z]{4,}/g)].map((match) => match[0]);
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') return dateString(schema);
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 60;
  const text = fc.string({ minLength, maxLength, unit: 'grapheme' });
  if (typeof schema.pattern !== 'string') return text;
  const pattern = new RegExp(schema.pattern, 'u');
  const words = patternWords(schema.pattern);
  const phrases = words.length === 0 ? text : fc.array(fc.oneof(fc.constantFrom(...words), fc.stringMatching(/^[a-z]{1,8}$/)), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' '));
  return fc.oneof(text, phrases).filter((value) => pattern.test(value) && value.length >= minLength && value.length <= maxLength);
}

export function valueOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  for (const keyword of Object.keys(schema)) if (!known.has(keyword)) throw new Error(`the generator does not know the keyword ${keyword}`);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices) return fc.oneof(...choices.map(valueOf));
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required ?? []) as string[]);
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueOf(property)])),
        { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) },
      );
    }
    case 'string':
      return stringOf(schema);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer();
    case 'number':
      return fc.double({ noNaN: true });
    default:
      throw new Error(`the generator does not know the type ${String(schema.type)}`);
  }
}
