import { AppError } from '@/lib/errors';
import { requireMediaType } from '@/lib/http/media-type';
import { readBodyText } from '@/lib/http/read-body';

/** Every /api/v2 body is a few short fields; this is far above the largest and keeps a flood off the heap. */
export const API_BODY_MAX_BYTES = 16 * 1024;

function jsonObject(text: string): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError('invalidInput', 'Errors.api.jsonBodyRequired');
  return body as Record<string, unknown>;
}

/** A form body's fields; a repeated name keeps its last value, as the older catalogue's server did. */
function formObject(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

export type BodyMediaType = 'application/json' | 'application/x-www-form-urlencoded';

/**
 * The object body of an /api/v2 call in one of the `accepted` media types: 415 for another media type, 413
 * when too large, 400 when it does not parse to an object.
 */
export async function readBodyObject(request: Request, accepted: readonly BodyMediaType[]): Promise<Record<string, unknown>> {
  const mediaType = requireMediaType(request, accepted);
  const text = await readBodyText(request, API_BODY_MAX_BYTES);
  return mediaType === 'application/json' ? jsonObject(text) : formObject(text);
}

/** The JSON object body of a call that takes JSON only. */
export function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  return readBodyObject(request, ['application/json']);
}
