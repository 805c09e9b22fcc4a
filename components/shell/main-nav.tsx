import { getTranslations } from 'next-intl/server';
import { menuItems } from '@/lib/routes';
import { MoreMenu } from './more-menu';
import { NavLink } from './nav-link';

export async function MainNav() {
  const [routes, shell] = await Promise.all([getTranslations('Routes'), getTranslations('Shell')]);
  const items = menuItems.map((item) => ({ ...item, text: routes(item.label) }));
  const submenuOnMobile = items
    .filter((item) => item.placement === 'main-desktop')
    .map(({ href, text }) => ({ href, label: text }));
  return (
    <nav aria-label={shell('mainNavigation')}>
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.href} className={item.placement === 'main-desktop' ? 'hidden md:block' : undefined}>
            <NavLink href={item.href}>{item.text}</NavLink>
          </li>
        ))}
        <li className="md:hidden">
          <MoreMenu label={shell('more')} items={submenuOnMobile} />
        </li>
      </ul>
    </nav>
  );
}
