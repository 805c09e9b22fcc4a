import { getTranslations } from 'next-intl/server';
import { MarkupOnce } from '@/components/html/markup-once';
import { html } from '@/lib/html/safe-html';
import { relatedLinks } from '@/lib/routes';

// The footer is the same on every page of a language: links and a line of text, sent once as markup
// (MarkupOnce), its links still navigating with the router.
export async function SiteFooter() {
  const [shell, links] = await Promise.all([getTranslations('Shell'), getTranslations('RelatedLinks')]);
  const markup = html`<div class="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 md:flex-row md:items-center md:justify-between"><nav aria-label="${shell('relatedLinks')}"><ul class="flex flex-wrap gap-x-5 gap-y-2 text-sm">${relatedLinks.map(
    (link) => html`<li><a href="${link.href}" class="text-slate-700">${links(link.label)}</a></li>`,
  )}</ul></nav><p class="text-xs text-slate-500">${shell('copyright', { year: new Date().getFullYear() })}</p></div>`;
  return <MarkupOnce as="footer" className="mt-auto border-t border-slate-200 bg-slate-50" markup={markup} />;
}
