import { LocaleSwitcher } from '@/components/i18n/locale-switcher';
import { AccountArea } from './account-area';
import { BrandLink } from '@/components/ui/brand-link';
import { MainNav } from './main-nav';

// One grid for every width: below 960 px the menu takes a second row, from 960 px it sits between the
// brand and the actions, so the markup (and the order a keyboard user tabs through) never changes.
export function SiteHeader({ withNavigation, compact = false }: { withNavigation: boolean; compact?: boolean }) {
  return (
    <header className="hd">
      <div aria-hidden="true" className={`bg-brand-500 ${compact ? 'h-0.5' : 'h-1'}`} />
      <div className={compact ? 'hd-grid hd-compact' : 'hd-grid'}>
        <BrandLink />
        {withNavigation && (
          <div className="hd-menu">
            <MainNav />
          </div>
        )}
        <div className="hd-actions">
          <LocaleSwitcher />
          <AccountArea />
        </div>
      </div>
    </header>
  );
}
