import 'server-only';
import { db } from '@/lib/db';
import { birthdateCorrectionsAllowed, changeAgeFields, correctionsOf, type AgeFieldsSource } from './age-fields';
import type { BirthdateUpdate, ShowAdultUpdate } from './schemas';

// The settings page's and /api/v2's entry to the one writer of the age fields (./age-fields.ts).

export async function isBirthdateLocked(userId: string, birthdate: string | null): Promise<boolean> {
  if (birthdate === null) return false;
  return (await db.birthdateChange.count({ where: correctionsOf(userId) })) >= birthdateCorrectionsAllowed;
}

/** The settings page's and /api/v2's birthdate field. */
export async function updateBirthdate(userId: string, { birthdate }: BirthdateUpdate, channel: Extract<AgeFieldsSource, string>): Promise<{ birthdate: string }> {
  const saved = await db.$transaction((tx) => changeAgeFields(tx, userId, { birthdate }, channel));
  return { birthdate: saved.birthdate ?? birthdate };
}

/** The settings page's, the restriction page's and /api/v2's adult-content switch. */
export async function updateShowAdult(userId: string, { showAdult }: ShowAdultUpdate): Promise<{ showAdult: boolean }> {
  // The birthdate stays as it is, so the channel is never recorded.
  const saved = await db.$transaction((tx) => changeAgeFields(tx, userId, { showAdult }, 'SETTINGS'));
  return { showAdult: saved.showAdult };
}
