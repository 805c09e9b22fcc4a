import type { ErrorMessageKey } from '@/lib/errors';

const prefix = 'Errors.';

/** Texts of the `Errors` namespace, nested as in the message files. */
export type ErrorTexts = { readonly [key: string]: string | ErrorTexts };

/** The key inside the `Errors` namespace; unknown keys fall back to the generic message. */
export function errorsNamespaceKey(key: ErrorMessageKey, has: (key: string) => boolean): string {
  const inner = key.startsWith(prefix) ? key.slice(prefix.length) : key;
  return has(inner) ? inner : 'internal';
}

/** The text under a dotted key (`favorites.unreachable`); undefined when there is none. */
export function lookupErrorText(texts: ErrorTexts, key: string): string | undefined {
  let node: string | ErrorTexts | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}
