import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { relatedLinks } from '@/lib/routes';

export async function SiteFooter() {
  const [shell, links] = await Promise.all([getTranslations('Shell'), getTranslations('RelatedLinks')]);
  return (
    <footer className="mt-auto border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 md:flex-row md:items-center md:justify-between">
        <nav aria-label={shell('relatedLinks')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {relatedLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-slate-700">
                  {links(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-xs text-slate-500">{shell('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
