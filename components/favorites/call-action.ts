import type { ActionResult } from '@/lib/errors';

/** A server action that could not be reached (offline, server gone) answers like one that failed. */
export async function callAction<T>(action: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await action();
  } catch {
    return { ok: false, error: { code: 'internal', messageKey: 'Errors.favorites.unreachable' } };
  }
}
