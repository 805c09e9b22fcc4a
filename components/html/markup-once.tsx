import 'server-only';
import { handOverMarkup } from '@/lib/html/markup-handoff';
import type { SafeHtml } from '@/lib/html/safe-html';
import { sendsMarkupOnce } from '@/lib/http/request-info';
import { HandedOverMarkup } from './handed-over-markup';

type MarkupOnceProps = {
  /** What a builder made (`*-html.ts`): screens pass it on and never open it. */
  markup: SafeHtml;
  /** The element that holds the markup: a list for rows. */
  as?: 'div' | 'ol';
  id?: string;
  className?: string;
  /** The element's accessible name. */
  label?: string;
};

/**
 * Static server markup that travels once, and the one place that chooses how (decision 016). A server
 * component's elements go out twice, as HTML and again in the data React hydrates from; here, on a page
 * load, only a token goes into the data and the markup into the HTML (the browser takes it from the
 * page). A navigation's data has no HTML, so there it carries the markup, as it does everywhere with
 * `MARKUP_HANDOFF=off`.
 */
export async function MarkupOnce({ markup, ...element }: MarkupOnceProps) {
  const once = await sendsMarkupOnce();
  return once ? <HandedOverMarkup token={handOverMarkup(markup.__html)} {...element} /> : <HandedOverMarkup markup={markup.__html} {...element} />;
}
