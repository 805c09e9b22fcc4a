import 'server-only';
import { handOverMarkup } from '@/lib/html/markup-handoff';
import type { SafeHtml } from '@/lib/html/safe-html';
import { sendsMarkupOnce } from '@/lib/http/request-info';
import { HandedOverMarkup } from './handed-over-markup';

/**
 * Static server markup that travels once. A server component's elements go out twice, as HTML and again
 * in the data React hydrates from; here, on a page load, only a token goes into the data and the markup
 * into the HTML (the browser takes it from the page). A navigation's data has no HTML, so there it
 * carries the markup.
 */
export async function MarkupOnce({ markup, className }: { markup: SafeHtml; className?: string }) {
  const documentLoad = await sendsMarkupOnce();
  return documentLoad ? (
    <HandedOverMarkup token={handOverMarkup(markup.__html)} className={className} />
  ) : (
    <HandedOverMarkup markup={markup.__html} className={className} />
  );
}
