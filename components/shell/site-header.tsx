import { LocaleSwitcher } from '@/components/i18n/locale-switcher';
import { AccountArea } from './account-area';
import { BrandLink } from './brand-link';
import { MainNav } from './main-nav';

// One grid for every width: below 960 px the menu takes a second row, from 960 px it sits between the
// brand and the actions, so the markup (and the order a keyboard user tabs through) never changes.
export function SiteHeader({ withNavigation, compact = false }: { withNavigation: boolean; compact?: boolean }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div aria-hidden="true" className={`bg-brand-500 ${compact ? 'h-0.5' : 'h-1'}`} />
      <div
        className={`mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 px-4 sm:gap-x-3 md:grid-cols-[auto_minmax(0,1fr)_auto] ${
          compact ? 'max-w-none py-1' : 'py-2'
        }`}
      >
        <BrandLink />
        {withNavigation && (
          <div className="col-span-2 row-start-2 -mx-2 md:col-span-1 md:col-start-2 md:row-start-1 md:mx-0">
            <MainNav />
          </div>
        )}
        <div className="col-start-2 row-start-1 flex items-center gap-1 justify-self-end sm:gap-3 md:col-start-3">
          <LocaleSwitcher />
          <AccountArea />
        </div>
      </div>
    </header>
  );
}
