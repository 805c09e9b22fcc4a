import { getTranslations } from 'next-intl/server';
import { MarkupOnce } from '@/components/html/markup-once';
import { html } from '@/lib/html/safe-html';

// The site name linking home, in the header and on the sign-in pages (its look: components/shell/shell.css).
// Static: sent once as markup, the link navigating with the router. The wrapper takes no box
// (`contents`), so the link stays the header grid's item.
export async function BrandLink() {
  const [site, shell] = await Promise.all([getTranslations('Metadata'), getTranslations('Shell')]);
  // The full name needs the room that the menu and the account area take below 1920 px. On the narrowest
  // phones the short name wraps between its words onto a second line, whole.
  const markup = html`<a href="/" class="hd-brand"><span aria-hidden="true" class="hd-logo"><span class="size-3 rounded-sm bg-white"></span></span><span class="min-w-0 text-[0.9375rem] leading-tight sm:text-base xl:hidden">${shell('brandShort')}</span><span class="hidden min-w-0 leading-tight xl:inline">${site('siteName')}</span></a>`;
  return <MarkupOnce as="div" className="contents" markup={markup} />;
}
