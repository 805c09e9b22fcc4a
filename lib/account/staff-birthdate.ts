import { z } from 'zod';
import { AppError } from '@/lib/errors/app-error';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { calendarDateFromDb } from '@/lib/time/calendar-date';
import { changeAgeFields, type AgeFields } from './age-fields';
import { birthdateSchema } from './schemas';
import { emailSchema } from '@/lib/auth/sign-in-schema';

// Staff's birthdate correction, after their own check of what a member sent through the inquiry form:
// the one a member may not make themselves (from under 18 to 18 or over, or after the one correction),
// audited with the channel OPERATOR and the reason (decision 031). `npm run account:birthdate` runs it.

export const staffBirthdateSchema = z.object({
  email: emailSchema,
  birthdate: birthdateSchema,
  reason: z.string({ error: 'Errors.field.required' }).trim().min(1, { error: 'Errors.field.required' }).max(500, { error: 'Errors.field.tooLong' }),
});

export type StaffBirthdate = z.output<typeof staffBirthdateSchema>;

export interface StaffBirthdateResult extends AgeFields {
  previous: string | null;
}

export async function changeBirthdateByStaff(client: PrismaClient, { email, birthdate, reason }: StaffBirthdate, now = new Date()): Promise<StaffBirthdateResult> {
  return client.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { email }, select: { id: true, birthdate: true } });
    if (!user) throw new AppError('notFound', 'Errors.account.notFound');
    const saved = await changeAgeFields(tx, user.id, { birthdate }, { channel: 'OPERATOR', reason }, now);
    return { previous: calendarDateFromDb(user.birthdate), ...saved };
  });
}
