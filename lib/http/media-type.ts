import { AppError } from '@/lib/errors';

export interface MediaType {
  /** `type/subtype`, lower-cased. */
  essence: string;
  /** Parameter names lower-cased; values as sent, quotes removed. */
  parameters: Map<string, string>;
}

// RFC 9110 section 8.3.1: media-type = type "/" subtype parameters, parameters = *( OWS ";" OWS [ parameter ] ).
const token = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const quoted = '"(?:[^"\\\\]|\\\\.)*"';
const essencePattern = new RegExp(`^(${token})/(${token})`);
const parameterPattern = new RegExp(`^[ \\t]*;[ \\t]*(?:(${token})=(${token}|${quoted}))?`);

/** Parses a Content-Type value; undefined when it is missing or not a media type. */
export function parseMediaType(value: string | null): MediaType | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  const essence = essencePattern.exec(text);
  if (!essence) return undefined;
  const parameters = new Map<string, string>();
  let rest = text.slice(essence[0].length);
  while (rest !== '') {
    const parameter = parameterPattern.exec(rest);
    if (!parameter || parameter[0] === '') return undefined;
    const [whole, name, raw] = parameter;
    if (name !== undefined && raw !== undefined) {
      const unquoted = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
      parameters.set(name.toLowerCase(), unquoted);
    }
    rest = rest.slice(whole.length);
  }
  return { essence: `${essence[1]}/${essence[2]}`.toLowerCase(), parameters };
}

/**
 * The request's media type when it is one of `accepted` (compared exactly, case-insensitively, with any
 * parameters); otherwise a 415. A charset other than UTF-8 is refused as well: bodies are read as UTF-8.
 */
export function requireMediaType<const Accepted extends string>(request: Request, accepted: readonly Accepted[]): Accepted {
  const mediaType = parseMediaType(request.headers.get('content-type'));
  const charset = mediaType?.parameters.get('charset')?.toLowerCase();
  const match = accepted.find((candidate) => candidate === mediaType?.essence);
  if (match === undefined || (charset !== undefined && charset !== 'utf-8')) {
    throw new AppError('unsupportedMediaType', 'Errors.http.unsupportedMediaType');
  }
  return match;
}
