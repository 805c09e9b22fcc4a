import { AppError } from '@/lib/errors';

/** The JSON object body of an /api/v2 call; anything else is a 400, not a 500. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => undefined);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError('invalidInput', 'Errors.api.jsonBodyRequired');
  return body as Record<string, unknown>;
}
