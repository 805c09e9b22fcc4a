import { getTranslations } from 'next-intl/server';
import { handOverMarkup } from '@/lib/html/markup-handoff';
import { html } from '@/lib/html/safe-html';
import { isDocumentLoad } from '@/lib/http/request-info';
import { menuItems } from '@/lib/routes';
import { MainNavMenu } from './main-nav-menu';

/** The phone's "More" list; there is one main menu on a page. */
const MAIN_NAV_MORE_ID = 'nav-more-list';

/**
 * The main menu as server markup sent once (the rows' and the footer's hand-off, decision 016): its
 * links and the phone's "More" list go out in the HTML only, and a small island marks the current page
 * and opens the list. As client components, every link went out a second time in the page's data.
 */
export async function MainNav() {
  const [routes, shell, documentLoad] = await Promise.all([getTranslations('Routes'), getTranslations('Shell'), isDocumentLoad()]);
  const items = menuItems.map((item) => ({ ...item, text: routes(item.label) }));
  const link = (href: string, text: string) => html`<a class="nav-link" href="${href}">${text}</a>`;
  const markup = html`<ul class="flex items-center gap-1">${items.map(
    (item) => html`<li${item.placement === 'main-desktop' ? html` class="hidden md:block"` : ''}>${link(item.href, item.text)}</li>`,
  )}<li class="md:hidden"><div class="relative"><button type="button" aria-expanded="false" aria-controls="${MAIN_NAV_MORE_ID}" class="nav-more">${shell('more')}<svg aria-hidden="true" viewBox="0 0 20 20" class="size-4 transition-transform"><path d="M5 7l5 6 5-6z" fill="currentColor"></path></svg></button><ul id="${MAIN_NAV_MORE_ID}" hidden class="nav-more-list">${items
    .filter((item) => item.placement === 'main-desktop')
    .map((item) => html`<li>${link(item.href, item.text)}</li>`)}</ul></div></li></ul>`.__html;
  const label = shell('mainNavigation');
  return documentLoad ? <MainNavMenu label={label} token={handOverMarkup(markup)} /> : <MainNavMenu label={label} markup={markup} />;
}
