'use server';

import { cookies, headers } from 'next/headers';
import { z } from 'zod';
import { isHttpsRequest } from '@/lib/http/is-https-request';
import { localeCookie, localeCookieOptions, locales } from '../locales';

const setLocaleInput = z.enum(locales);

/**
 * Keeps the language in its cookie. A value that is no language of ours (only a forged post sends one)
 * leaves the language as it is rather than failing the request.
 */
export async function setLocale(input: unknown): Promise<void> {
  const parsed = setLocaleInput.safeParse(input);
  if (!parsed.success) return;
  const locale = parsed.data;
  const secure = isHttpsRequest(await headers());
  (await cookies()).set(localeCookie.name, locale, localeCookieOptions(secure));
}

/** The same from a plain form's `locale` button: the sign-in pages' language choice works before any script. */
export async function setLocaleFromForm(formData: unknown): Promise<void> {
  await setLocale(formData instanceof FormData ? formData.get('locale') : undefined);
}
