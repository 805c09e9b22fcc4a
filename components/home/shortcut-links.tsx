import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonStyles } from '@/components/ui/styles';
import type { RouteLabelKey } from '@/lib/routes';

export type Shortcut = { href: string; label: RouteLabelKey };

/** A start page's ways on: large buttons named as the menu names their pages. */
export async function ShortcutLinks({ label, items, listClassName }: { label: string; items: readonly Shortcut[]; listClassName: string }) {
  const routes = await getTranslations('Routes');
  return (
    <nav aria-label={label}>
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={`${buttonStyles.outline} min-h-12 w-full text-center`}>
              {routes(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
