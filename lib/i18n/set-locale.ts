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

/** The same from a plain form's `locale` button: the sign-in pages' language choice works before any script. */
export async function setLocaleFromForm(formData: FormData): Promise<void> {
  await setLocale(formData.get('locale'));
}
