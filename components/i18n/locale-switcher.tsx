import { getLocale, getTranslations } from 'next-intl/server';
import { locales } from '@/lib/i18n/locales';
import { LocaleSwitcherSelect } from './locale-switcher-select';

export async function LocaleSwitcher() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('LocaleSwitcher')]);
  return (
    <LocaleSwitcherSelect
      label={t('label')}
      current={locale}
      options={locales.map((value) => ({ value, label: t(value) }))}
    />
  );
}
