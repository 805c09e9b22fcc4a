import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

// The site name linking home, in the header and on the sign-in pages (its look: components/shell/shell.css).
export async function BrandLink() {
  const [site, shell] = await Promise.all([getTranslations('Metadata'), getTranslations('Shell')]);
  // The full name needs the room that the menu and the account area take below 1920 px. On the narrowest
  // phones the short name wraps between its words onto a second line, whole.
  return (
    <Link href="/" className="hd-brand">
      <span aria-hidden="true" className="hd-logo">
        <span className="size-3 rounded-sm bg-white" />
      </span>
      <span className="min-w-0 text-[0.9375rem] leading-tight sm:text-base xl:hidden">{shell('brandShort')}</span>
      <span className="hidden min-w-0 leading-tight xl:inline">{site('siteName')}</span>
    </Link>
  );
}
