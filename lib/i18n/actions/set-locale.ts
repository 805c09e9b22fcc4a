'use server';

import { z } from 'zod';
import { anyone, defineAction } from '@/lib/errors/define-action';
import { locales } from '../locales';
import { writeLocaleCookie } from '../write-locale-cookie';

const localeInput = z.enum(locales, { error: 'Errors.field.invalid' });

/** The header's language select. A value that is no language of ours (only a forged post sends one) changes nothing. */
export const setLocale = defineAction({ guard: anyone, schema: localeInput }, (locale) => writeLocaleCookie(locale));

/** The same from a plain form's `locale` button: the sign-in pages' language choice works before any script. */
export const setLocaleFromForm = defineAction({ guard: anyone, schema: z.object({ locale: localeInput }) }, ({ locale }) => writeLocaleCookie(locale));
