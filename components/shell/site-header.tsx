import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LocaleSwitcher } from '@/components/i18n/locale-switcher';
import { BrandLink } from './brand-link';
import { MainNav } from './main-nav';

export async function SiteHeader({ withNavigation }: { withNavigation: boolean }) {
  const t = await getTranslations('Shell');
  return (
    <header className="border-b border-slate-200 bg-white">
      <div aria-hidden="true" className="h-1 bg-brand-500" />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        <BrandLink />
        {withNavigation && (
          <div className="order-last -mx-2 w-[calc(100%+1rem)] md:order-none md:mx-0 md:w-auto md:flex-1">
            <MainNav />
          </div>
        )}
        <div className="ml-auto flex items-center gap-3">
          <LocaleSwitcher />
          <Link href="/auth/login" className="text-sm font-semibold whitespace-nowrap">
            {t('signIn')}
          </Link>
        </div>
      </div>
    </header>
  );
}
