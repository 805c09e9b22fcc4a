import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { BirthdateText } from './birthdate-fields';

export async function birthdateText(): Promise<BirthdateText> {
  const t = await getTranslations('BirthdateFields');
  return { legend: t('legend'), year: t('year'), month: t('month'), day: t('day'), choose: t('choose') };
}
