import type { ErrorMessageKey } from '@/lib/errors';

const prefix = 'Errors.';

/** The key inside the `Errors` namespace; unknown keys fall back to the generic message. */
export function errorsNamespaceKey(key: ErrorMessageKey, has: (key: string) => boolean): string {
  const inner = key.startsWith(prefix) ? key.slice(prefix.length) : key;
  return has(inner) ? inner : 'internal';
}
