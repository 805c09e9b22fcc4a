import { z } from 'zod';
import { calendarDateSchema, parseCalendarDate } from '@/lib/time/calendar-date';
import { emailSchema } from '@/lib/auth/sign-in-schema';
import { locales } from '@/lib/i18n/locales';
import { todayInJapan } from '@/lib/time/japan-time';
import { wholeNumberInput } from '@/lib/validation/bounded-number';
import { memberText } from '@/lib/validation/member-text';

// Shared by the server actions and the /api/v2 route handlers; a client component never imports them
// (decision 017). Messages are keys under `Errors` in messages/*.json.

export const passwordMinLength = 8;
export const passwordMaxLength = 128;

export const newPasswordSchema = z
  .string({ error: 'Errors.field.required' })
  .min(passwordMinLength, { error: 'Errors.field.passwordTooShort' })
  .max(passwordMaxLength, { error: 'Errors.field.passwordTooLong' });

/** Form checkboxes arrive as "on" or not at all; JSON as booleans or 0/1. */
export const booleanInputSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['on', 'true', 'false', '1', '0'])])
  .optional()
  .transform((value) => value === true || value === 1 || value === 'on' || value === 'true' || value === '1');

const requiredCheckbox = booleanInputSchema.refine((value) => value, { error: 'Errors.field.mustAccept' });

/** A birthdate after 1900 and not later than today in Japan, as `YYYY-MM-DD`. */
export const birthdateSchema = calendarDateSchema.refine(
  (value) => {
    const year = parseCalendarDate(value)?.year ?? 0;
    return year >= 1900 && value <= todayInJapan();
  },
  { error: 'Errors.field.invalidDate' },
);

const datePart = (max: number) => wholeNumberInput({ min: 1, max }, 'Errors.field.invalidDate');

/** The settings form's three selects (year, month, day). */
export const birthdatePartsSchema = z
  .object({ year: datePart(9999), month: datePart(12), day: datePart(31) })
  .transform(({ year, month, day }) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`)
  .pipe(birthdateSchema);

export const signUpSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    passwordRepeat: z.string({ error: 'Errors.field.required' }),
    birthdate: birthdateSchema,
    /** Asked here so that an adult who opts in never meets the restriction page; off unless ticked. */
    showAdult: booleanInputSchema,
    acceptTerms: requiredCheckbox,
    acceptCookiePolicy: requiredCheckbox,
  })
  .refine((input) => input.password === input.passwordRepeat, { path: ['passwordRepeat'], error: 'Errors.field.passwordsDiffer' });

export type SignUpFields = z.output<typeof signUpSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });

export const resetCodeSchema = z
  .string({ error: 'Errors.field.required' })
  .trim()
  .regex(/^\d{6}$/, { error: 'Errors.passwordReset.codeFormat' });

export const passwordResetSchema = z
  .object({
    email: emailSchema,
    code: resetCodeSchema,
    password: newPasswordSchema,
    passwordRepeat: z.string({ error: 'Errors.field.required' }),
  })
  .refine((input) => input.password === input.passwordRepeat, { path: ['passwordRepeat'], error: 'Errors.field.passwordsDiffer' });

export const nicknameMaxLength = 40;

export const nicknameSchema = z.object({
  nickname: memberText({
    lines: false,
    min: 1,
    max: nicknameMaxLength,
    errors: { required: 'Errors.field.required', invalid: 'Errors.field.required', tooLong: 'Errors.field.nicknameTooLong', characters: 'Errors.field.invalidCharacters' },
  }),
});

export const birthdateUpdateSchema = z.object({ birthdate: birthdateSchema });

export const showAdultSchema = z.object({ showAdult: booleanInputSchema });

export const listDisplaySchema = z.object({
  showItemNames: booleanInputSchema,
  showAuthor: booleanInputSchema,
  showGenre: booleanInputSchema,
  showSpace: booleanInputSchema,
  showMemo: booleanInputSchema,
  showImages: booleanInputSchema,
});

// What the domain functions take: input the action or route handler has parsed with the schemas above.
export type NicknameUpdate = z.output<typeof nicknameSchema>;
export type ShowAdultUpdate = z.output<typeof showAdultSchema>;
export type LocaleUpdate = z.output<typeof localeSchema>;
export type BirthdateUpdate = z.output<typeof birthdateUpdateSchema>;
export type EmailAddress = z.output<typeof passwordResetRequestSchema>;
export type PasswordResetFields = z.output<typeof passwordResetSchema>;

export const localeSchema = z.object({ locale: z.enum(locales, { error: 'Errors.field.invalid' }) });
