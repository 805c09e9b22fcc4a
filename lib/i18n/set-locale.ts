'use server';

import { cookies, headers } from 'next/headers';
import { z } from 'zod';
import { isHttpsRequest } from '@/lib/http/is-https-request';
import { localeCookie, localeCookieOptions, locales } from './locales';

const setLocaleInput = z.enum(locales);

export async function setLocale(input: unknown): Promise<void> {
  const locale = setLocaleInput.parse(input);
  const secure = isHttpsRequest(await headers());
  (await cookies()).set(localeCookie.name, locale, localeCookieOptions(secure));
}

/**
 * The same from a plain form's `locale` button: the sign-in pages' language choice works before any
 * script. A value that is no language of ours (only a forged post sends one) leaves the language as it is.
 */
export async function setLocaleFromForm(formData: FormData): Promise<void> {
  const locale = setLocaleInput.safeParse(formData instanceof FormData ? formData.get('locale') : undefined);
  if (locale.success) await setLocale(locale.data);
}
