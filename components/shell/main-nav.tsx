import { getTranslations } from 'next-intl/server';
import { offlinePanelHash } from '@/components/pwa/offline-panel-links';
import { getCurrentUser } from '@/lib/auth/current-user';
import { checkPermission } from '@/lib/auth/permissions';
import { restrictionReason } from '@/lib/auth/restriction-reason';
import { routeAccess } from '@/lib/auth/route-access';
import { menuItems, routes as routeTable } from '@/lib/routes';
import { todayInJapan } from '@/lib/time/japan-time';
import { MainNavLink } from './main-nav-link';
import { MainNavMore } from './main-nav-more';

/** The phone's "More" list; there is one main menu on a page. */
const MAIN_NAV_MORE_ID = 'nav-more-list';

/**
 * A member under 18 is shown only the pages that open to them: the catalogue's would each end at the
 * restriction page until their 18th birthday. Anyone else sees the whole menu (an adult who hid adult
 * content can switch it on from the restriction page; a visitor is asked to sign in).
 */
function usableMenuItems(user: Awaited<ReturnType<typeof getCurrentUser>>) {
  const today = todayInJapan();
  if (!user || restrictionReason(user, today) !== 'underAge') return menuItems;
  return menuItems.filter((item) => {
    const route = routeTable.find((candidate) => candidate.pattern === item.href);
    return !route || routeAccess(route, user, today) !== 'restricted';
  });
}

/**
 * The main menu: its links as server elements, each marked as the current page by a small client leaf
 * that reads the router's path (MainNavLink), and the phone's "More" list opened by another (MainNavMore).
 * The items kept for wide screens show in the list below 768 px.
 */
export async function MainNav() {
  const [routes, shell, offline, user] = await Promise.all([getTranslations('Routes'), getTranslations('Shell'), getTranslations('Offline.indicator'), getCurrentUser()]);
  const items = usableMenuItems(user).map((item) => ({ ...item, text: routes(item.label) }));
  // The event-day panel (components/pwa) for the members who can save days: last in the phone's "More"
  // list. A wide screen's bar has no room for it; there the button at the end of every page opens it.
  const canSaveDays = checkPermission({ user, requiredRoles: ['Platinum'], needsAdult: true, needsLogin: true, today: todayInJapan() }) === 'authorized';
  const offlineEntry = canSaveDays && (
    <a href={offlinePanelHash} aria-haspopup="dialog" className="nav-link min-h-11">
      {offline('open')}
    </a>
  );
  return (
    <nav aria-label={shell('mainNavigation')}>
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.href} className={item.placement === 'main-desktop' ? 'hidden md:block' : undefined}>
            <MainNavLink href={item.href}>{item.text}</MainNavLink>
          </li>
        ))}
        <li className="md:hidden">
          <MainNavMore label={shell('more')} listId={MAIN_NAV_MORE_ID}>
            {items
              .filter((item) => item.placement === 'main-desktop')
              .map((item) => (
                <li key={item.href}>
                  <MainNavLink href={item.href}>{item.text}</MainNavLink>
                </li>
              ))}
            {offlineEntry && <li>{offlineEntry}</li>}
          </MainNavMore>
        </li>
      </ul>
    </nav>
  );
}
