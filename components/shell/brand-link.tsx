import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

export async function BrandLink() {
  const [site, shell] = await Promise.all([getTranslations('Metadata'), getTranslations('Shell')]);
  return (
    <Link
      href="/"
      className="flex min-w-0 items-center gap-2 py-1 font-bold text-slate-900 no-underline hover:no-underline"
    >
      <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-500">
        <span className="size-3 rounded-sm bg-white" />
      </span>
      {/* The full name needs the room that the menu and the account area take below 1920 px. On the
          narrowest phones the short name wraps between its words onto a second line, whole. */}
      <span className="min-w-0 text-[0.9375rem] leading-tight sm:text-base xl:hidden">{shell('brandShort')}</span>
      <span className="hidden min-w-0 leading-tight xl:inline">{site('siteName')}</span>
    </Link>
  );
}
