import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ErrorMessageKey } from '@/lib/errors';
import { errorsNamespaceKey } from './error-message';

export async function translateErrorKey(key: ErrorMessageKey): Promise<string> {
  const t = await getTranslations('Errors');
  type Key = Parameters<typeof t>[0];
  return t(errorsNamespaceKey(key, (inner) => t.has(inner as Key)) as Key);
}
