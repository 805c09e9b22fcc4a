'use server';

import { requireUser } from '@/lib/auth/guards';
import { defineAction } from '@/lib/errors/define-action';
import { writeLocaleCookie } from '@/lib/i18n/write-locale-cookie';
import { updateLocale } from '../preferences';
import { localeSchema } from '../schemas';

/** The account's language (for mails) and the locale cookie (for pages) change together. */
export const updateLocaleAction = defineAction({ guard: requireUser, schema: localeSchema }, async (input, user) => {
  const result = await updateLocale(user.id, input);
  await writeLocaleCookie(result.locale);
  return result;
});
