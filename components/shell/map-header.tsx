import { getTranslations } from 'next-intl/server';
import { LocaleSwitcher } from '@/components/i18n/locale-switcher';
import { BrandLink } from './brand-link';
import { MainNav } from './main-nav';

export async function MapHeader() {
  const t = await getTranslations('Routes');
  return (
    <header className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b-2 border-brand-500 bg-white px-3 py-1">
      <div className="flex min-w-0 items-center gap-3">
        <BrandLink />
        <span aria-hidden="true" className="hidden text-slate-300 sm:inline">
          /
        </span>
        <span className="hidden text-sm font-semibold text-slate-700 sm:inline">{t('map')}</span>
      </div>
      <div className="order-last -mx-2 w-[calc(100%+1rem)] md:order-none md:mx-0 md:w-auto md:flex-1">
        <MainNav />
      </div>
      <div className="ml-auto">
        <LocaleSwitcher />
      </div>
    </header>
  );
}
