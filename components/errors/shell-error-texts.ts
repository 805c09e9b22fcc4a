import { getLocale, getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { perLocale } from '@/lib/i18n/per-locale';
import type { ErrorTexts } from '@/lib/i18n/error-message';
import { templateArguments } from '@/lib/i18n/message-template';

/**
 * The `Errors` texts every page gives the browser: the error and not-found screens', the generic one,
 * and the one the favourite controls show offline, when the rest of the namespace may not load. Other
 * keys load when a form first needs them (useErrorMessage).
 */
export async function shellErrorTexts(): Promise<ErrorTexts> {
  return byLocale((await getLocale()) as AppLocale);
}

// The same for every page in a language: made once per language and process.
const byLocale = perLocale(async (locale): Promise<ErrorTexts> => {
  const t = await getTranslations({ locale, namespace: 'Errors' });
  return {
    errorTitle: t('errorTitle'),
    errorHint: t('errorHint'),
    backToTop: t('backToTop'),
    notFound: t('notFound', templateArguments('path')),
    internal: t('internal'),
    favorites: { unreachable: t('favorites.unreachable') },
  };
});
