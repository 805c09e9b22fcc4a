import { useTranslations } from 'next-intl';
import type { ErrorMessageKey } from '@/lib/errors';
import { errorsNamespaceKey } from '@/lib/i18n/error-message';

// Server actions answer with message keys; the root layout hands the `Errors` messages to the browser
// so that these keys can be shown in the user's language.
export function useErrorMessage(): (key: ErrorMessageKey) => string {
  const t = useTranslations('Errors');
  type Key = Parameters<typeof t>[0];
  return (key) => t(errorsNamespaceKey(key, (inner) => t.has(inner as Key)) as Key);
}
