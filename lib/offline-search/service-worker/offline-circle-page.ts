import { CirclePage as enPage, OfflineCirclePage as en } from '@/messages/en.json';
import { CirclePage as jaPage, OfflineCirclePage as ja } from '@/messages/ja.json';
import { CirclePage as zhPage, OfflineCirclePage as zh } from '@/messages/zh.json';
import { TranslatedText as enText } from '@/messages/en.json';
import { TranslatedText as jaText } from '@/messages/ja.json';
import { TranslatedText as zhText } from '@/messages/zh.json';
import type { ShownText, TranslatedTextLabels } from '@/lib/catalogue/shown-text';
import { circleFacts, circlePageLabels, type CircleFact, type CirclePage, type CirclePageLabels } from '@/lib/catalogue/circle-page';
import { MEMO_MAX_LENGTH } from '@/lib/favorites/limits';
import { html, type SafeHtml } from '@/lib/html/safe-html';
import type { AppLocale } from '@/lib/i18n/locales';

// A circle's page as the service worker writes it offline, from the catalogue on the device: its text
// in the member's language and a memo field. Like the offline page (lib/offline/service-worker/offline-page.ts) it has no script:
// the memo form posts to the worker, which queues the edit. Its facts are the list every rendering of a
// circle's page shows (lib/catalogue/circle-page.ts). Only these two namespaces of each catalogue are
// bundled into the worker.

type Texts = typeof en;

const texts: Record<AppLocale, Texts> = { en, ja, zh };
const translatedLabels: Record<AppLocale, TranslatedTextLabels> = { en: enText, ja: jaText, zh: zhText };
const pageLabels: Record<AppLocale, CirclePageLabels> = {
  en: circlePageLabels((key) => enPage[key]),
  ja: circlePageLabels((key) => jaPage[key]),
  zh: circlePageLabels((key) => zhPage[key]),
};

// Written with the `html` template, which escapes every interpolated text (lib/html/safe-html.ts).
const styles = html`<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:40rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0}
h2{font-size:1rem;margin:1rem 0 .25rem}
a{display:inline-flex;min-height:44px;align-items:center;color:#0f6a62;font-weight:600}
.note{font-size:.875rem;color:#475569}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:.75rem 0}
dt{font-weight:600}
dd{margin:0}
dd ul{margin:0;padding:0;list-style:none}
.mark{display:inline-block;margin:0;padding:0 .5rem;border-radius:.25rem;background:#dcf5e3;color:#1a7335;font-weight:600;font-size:.875rem}
.text{white-space:pre-line}
summary{min-height:44px;color:#475569;cursor:pointer}
label{display:block;font-weight:600;margin-top:1rem}
textarea{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;border:1px solid #94a3b8;border-radius:.5rem}
button{min-height:44px;margin-top:.5rem;padding:0 1rem;border:0;border-radius:.5rem;background:#0f6a62;color:#fff;font:inherit;font-weight:600}
.status{padding:.75rem 1rem;border:1px solid #fcd34d;border-radius:.75rem;background:#fffbeb;color:#78350f}
.alert{padding:.75rem 1rem;border:1px solid #fca5a5;border-radius:.75rem;background:#fef2f2;color:#991b1b}
</style>`;

export type OfflineCirclePageInput = {
  circle: CirclePage;
  /** The memo as the device knows it: the one waiting to be sent, else the saved favourite's. */
  memo: string;
  /** A memo of this circle waits on the device to be sent. */
  memoWaiting: boolean;
  /**
   * Why the memo last posted could not be kept: too long or characters the memo field refuses
   * (`invalid`), or the device's queue holds another member's edits (`queueOfAnother`).
   */
  memoRefused?: 'invalid' | 'queueOfAnother';
  /** Where the memo form posts: the page's own address. */
  formAction: string;
};

function factValues(fact: CircleFact): SafeHtml | string {
  const [only] = fact.values;
  if (fact.values.length === 1 && only) return only.text;
  return html`<ul>${fact.values.map((value) => html`<li>${value.text}</li>`)}</ul>`;
}

/** The facts as the app's component draws them (components/circle-page/circle-facts.tsx), without map links: the device has none. */
function facts(labels: CirclePageLabels, circle: CirclePage): SafeHtml {
  const rows = circleFacts(circle).map((fact) => html`<dt>${labels[fact.label]}</dt><dd>${factValues(fact)}</dd>`);
  const cashless = circle.cashless && html`<p class="mark">${labels.cashless}</p>`;
  return html`<div data-circle-facts=""><dl>${rows}</dl>${cashless}</div>`;
}

/** A text in the reader's language as components/circle-page/translated-text.tsx draws it, without script. */
function translatedText(shown: ShownText, labels: TranslatedTextLabels, locale: AppLocale): SafeHtml {
  if (shown.kind === 'as-written') return html`<p class="text">${shown.text}</p>`;
  if (shown.kind === 'untranslated') return html`<p lang="ja" class="text">${shown.text}</p><p class="note">${labels.untranslated}</p>`;
  const mark = shown.kind === 'machine' && html`<span class="mark">${labels.machine}</span> `;
  return html`<p lang="${locale}" class="text">${shown.text}</p><details><summary>${mark}${labels.showOriginal}</summary><p lang="ja" class="text">${shown.original}</p></details>`;
}

/** The circle's page offline, in the member's language. */
export function renderOfflineCirclePage(locale: AppLocale, input: OfflineCirclePageInput): string {
  const t = texts[locale];
  const labels = pageLabels[locale];
  const { circle } = input;
  const description = circle.description.text !== '' && html`<section><h2>${labels.description}</h2>${translatedText(circle.description, translatedLabels[locale], locale)}</section>`;
  const works = circle.workTitles.length > 0 && html`<section><h2>${labels.works}</h2><ul>${circle.workTitles.map((title) => html`<li>${title}</li>`)}</ul></section>`;
  const notice = input.memoRefused
    ? html`<p class="alert" role="alert">${input.memoRefused === 'invalid' ? t.memoRefused : t.memoQueueOfAnother}</p>`
    : input.memoWaiting && html`<p class="status" role="status">${t.memoKept}</p>`;
  const romaji = circle.romaji !== '' && html`<p lang="ja-Latn" class="note">${circle.romaji}</p>`;
  return html`<!DOCTYPE html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0f6a62"><title>${circle.name}</title>${styles}</head>
<body><main><a href="/circle/list">${t.circleList}</a>
<article aria-labelledby="circle-name"><h1 id="circle-name">${circle.name}</h1>${romaji}
<p class="note">${t.fromDevice}</p>${facts(labels, circle)}${description}${works}
<form method="post" action="${input.formAction}"><label for="memo">${t.memo}</label>
<textarea id="memo" name="memo" rows="4" maxlength="${MEMO_MAX_LENGTH}">
${input.memo}</textarea>
<button type="submit">${t.keepMemo}</button>${notice}</form></article></main></body></html>`.__html;
}
