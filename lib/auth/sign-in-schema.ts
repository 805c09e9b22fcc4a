import { z } from 'zod';

// The sign-in form's fields. Account forms (sign-up, password reset) build on `emailSchema`, so it sits
// here, below them. Messages are keys under `Errors` in messages/*.json.

export const emailSchema = z
  .string({ error: 'Errors.field.required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Errors.field.invalidEmail' }).max(254, { error: 'Errors.field.invalidEmail' }));

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Errors.field.required' }).min(1, { error: 'Errors.field.required' }).max(1024),
});
