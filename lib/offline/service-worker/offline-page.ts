import { OfflinePage as en } from '@/messages/en.json';
import { OfflinePage as ja } from '@/messages/ja.json';
import { OfflinePage as zh } from '@/messages/zh.json';
import { html } from '@/lib/html/safe-html';
import type { AppLocale } from '@/lib/i18n/locales';
import { fillTemplate } from '@/lib/i18n/message-template';

// The page the service worker answers with when a page is neither on the network nor kept on the device.
// The worker has no next-intl at run time: it is bundled with this one namespace of each catalogue
// (only the imported key is bundled) and writes a self-contained page, styles inline, no scripts.

export type OfflinePageTexts = typeof en;
export type OfflineLinkName = 'top' | 'circleList' | 'print' | 'favorites' | 'map';
/** A page kept on the device: where it is and when the copy was made (ms), if known. */
export type OfflineLink = { name: OfflineLinkName; href: string; savedAt: number | null };

const texts: Record<AppLocale, OfflinePageTexts> = { en, ja, zh };

// Written with the `html` template, which escapes every interpolated text (lib/html/safe-html.ts).
const styles = html`<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:36rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.5rem;margin:0 0 .75rem}
ul{list-style:none;padding:0;margin:.75rem 0}
li{margin:.5rem 0}
a{display:flex;min-height:44px;align-items:center;justify-content:space-between;gap:.75rem;padding:0 1rem;border:1px solid #cbd5e1;border-radius:.75rem;background:#fff;color:#0f6a62;font-weight:600;text-decoration:none}
small{color:#475569;font-weight:400}
.pending{padding:.75rem 1rem;border:1px solid #fcd34d;border-radius:.75rem;background:#fffbeb;color:#78350f}
</style>`;

function formatTime(locale: AppLocale, savedAt: number): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' }).format(savedAt);
}

/** The offline page in the member's language, listing what this device can open without a network. */
export function renderOfflinePage(locale: AppLocale, input: { retryUrl: string; links: readonly OfflineLink[]; pendingCount: number }): string {
  const t = texts[locale];
  const items = input.links.map((link) => {
    const when = link.savedAt !== null && html` <small>${fillTemplate(t.savedAt, { time: formatTime(locale, link.savedAt) })}</small>`;
    return html`<li><a href="${link.href}">${t[link.name]}${when}</a></li>`;
  });
  const kept = items.length > 0 ? html`<p>${t.available}</p><ul>${items}</ul>` : html`<p>${t.nothing}</p>`;
  const pending = input.pendingCount > 0 && html`<p class="pending" role="status">${fillTemplate(t.pending, { count: input.pendingCount })}</p>`;
  return html`<!DOCTYPE html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0f6a62"><title>${t.title}</title>${styles}</head>
<body><main><h1>${t.heading}</h1><p>${t.notKept}</p>${pending}${kept}
<p><a href="${input.retryUrl}">${t.retry}</a></p></main></body></html>`.__html;
}
