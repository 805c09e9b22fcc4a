import 'server-only';
import { defaultListDisplay, type ListDisplaySettings } from '@/lib/catalogue/list-display';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { AppLocale } from '@/lib/i18n/locales';
import type { LocaleUpdate } from './schemas';


export async function getListDisplaySettings(userId: string): Promise<ListDisplaySettings> {
  const row = await db.listDisplaySettings.findUnique({ where: { userId }, omit: { userId: true } });
  return row ?? defaultListDisplay;
}

/** All six toggles at once, as the settings form submits them (an unchecked box is absent). */
export async function updateListDisplaySettings(userId: string, settings: ListDisplaySettings): Promise<ListDisplaySettings> {
  return db.listDisplaySettings.upsert({
    where: { userId },
    create: { userId, ...settings },
    update: settings,
    omit: { userId: true },
  });
}

/** Stored so that mails reach the user in their language; the cookie still decides the pages. */
export async function updateLocale(userId: string, { locale }: LocaleUpdate): Promise<{ locale: AppLocale }> {
  const { count } = await db.user.updateMany({ where: { id: userId }, data: { locale } });
  if (count === 0) throw new AppError('notFound', 'Errors.account.notFound');
  return { locale };
}
