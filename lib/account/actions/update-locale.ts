'use server';

import { requireUser } from '@/lib/auth/guards';
import { actionError, invalidInput, type ActionResult } from '@/lib/errors';
import { setLocale } from '@/lib/i18n/actions/set-locale';
import type { AppLocale } from '@/lib/i18n/locales';
import { updateLocale } from '../preferences';
import { formInput, runAction } from '@/lib/errors/run-action';
import { localeSchema } from '../schemas';

/** The account's language (for mails) and the locale cookie (for pages) change together. */
export async function updateLocaleAction(input: unknown): Promise<ActionResult<{ locale: AppLocale }>> {
  const parsed = localeSchema.safeParse(formInput(input));
  if (!parsed.success) return actionError(invalidInput(parsed.error));
  return runAction(async () => {
    const result = await updateLocale((await requireUser()).id, parsed.data);
    await setLocale(result.locale);
    return result;
  });
}
