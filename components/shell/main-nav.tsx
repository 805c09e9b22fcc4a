import { getTranslations } from 'next-intl/server';
import { handOverMarkup } from '@/lib/html/markup-handoff';
import { html } from '@/lib/html/safe-html';
import { sendsMarkupOnce } from '@/lib/http/request-info';
import { getCurrentUser } from '@/lib/auth/current-user';
import { restrictionReason } from '@/lib/auth/restriction-reason';
import { routeAccess } from '@/lib/auth/route-access';
import { menuItems, routes as routeTable } from '@/lib/routes';
import { todayInJapan } from '@/lib/time/japan-time';
import { MainNavMenu } from './main-nav-menu';

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
 * The main menu as server markup sent once (the rows' and the footer's hand-off, decision 016): its
 * links and the phone's "More" list go out in the HTML only, and a small island marks the current page
 * and opens the list. As client components, every link went out a second time in the page's data.
 */
export async function MainNav() {
  const [routes, shell, documentLoad, user] = await Promise.all([getTranslations('Routes'), getTranslations('Shell'), sendsMarkupOnce(), getCurrentUser()]);
  const items = usableMenuItems(user).map((item) => ({ ...item, text: routes(item.label) }));
  const link = (href: string, text: string) => html`<a class="nav-link" href="${href}">${text}</a>`;
  const markup = html`<ul class="flex items-center gap-1">${items.map(
    (item) => html`<li${item.placement === 'main-desktop' ? html` class="hidden md:block"` : ''}>${link(item.href, item.text)}</li>`,
  )}<li class="md:hidden"><div class="relative"><button type="button" aria-expanded="false" aria-controls="${MAIN_NAV_MORE_ID}" class="nav-more">${shell('more')}<svg aria-hidden="true" viewBox="0 0 20 20" class="size-4 transition-transform"><path d="M5 7l5 6 5-6z" fill="currentColor"></path></svg></button><ul id="${MAIN_NAV_MORE_ID}" hidden class="nav-more-list">${items
    .filter((item) => item.placement === 'main-desktop')
    .map((item) => html`<li>${link(item.href, item.text)}</li>`)}</ul></div></li></ul>`.__html;
  const label = shell('mainNavigation');
  return documentLoad ? <MainNavMenu label={label} token={handOverMarkup(markup)} /> : <MainNavMenu label={label} markup={markup} />;
}
