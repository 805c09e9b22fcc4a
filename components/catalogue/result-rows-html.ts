import type { ListDisplaySettings } from '@/lib/account/preferences';
import type { ListRow } from '@/lib/catalogue/list-rows';
import { html, type SafeHtml } from '@/lib/html/safe-html';
import { favoriteControlsSlotHtml } from '@/components/favorites/favorite-controls-slot';

export type RowLabels = {
  author: string;
  genre: string;
  space: string;
  memo: string;
  newWork: string;
  cashless: string;
  /** The favourite mark's accessible name for a colour, and the booth number's text. */
  favoriteMark: (color: number) => string;
  boothNumber: (number: number) => string;
};

function field(shown: boolean, label: string, value: string): SafeHtml | false {
  return shown && value !== '' && html`<dt>${label}</dt><dd>${value}</dd>`;
}

/**
 * One result row as markup. The cut repeats the linked name beside it, so its alt text is empty; it
 * loads lazily at a fixed size so the list never reflows.
 */
function rowHtml(row: ListRow, display: ListDisplaySettings, labels: RowLabels): SafeHtml {
  const marks =
    (row.hasNewWork || row.cashless) &&
    html`<p class="cl-marks">${row.hasNewWork && html`<span class="cl-new">${labels.newWork}</span>`}${row.cashless && html`<span class="cl-cashless">${labels.cashless}</span>`}</p>`;
  const slot =
    row.circleId !== null &&
    favoriteControlsSlotHtml({ circleId: row.circleId, color: row.favoriteColor, label: row.favoriteColor !== null ? labels.favoriteMark(row.favoriteColor) : null });
  return html`<li class="cl-row"><img src="${row.cutUrl}" alt="" width="70" height="100" loading="lazy" class="cl-cut"><div class="cl-body"><h3>${
    row.boothNumber !== null && html`<small>${labels.boothNumber(row.boothNumber)}</small>`
  }<a href="${row.href}">${row.name}</a></h3><dl class="cl-fields">${field(display.showAuthor, labels.author, row.author)}${field(
    display.showGenre,
    labels.genre,
    row.genre,
  )}${field(display.showSpace, labels.space, row.placements.join(' / '))}${field(display.showMemo, labels.memo, row.memo)}</dl>${
    row.summary !== '' && html`<p class="cl-summary">${row.summary}</p>`
  }${marks}</div>${slot}</li>`;
}

export function resultRowsHtml(rows: readonly ListRow[], display: ListDisplaySettings, labels: RowLabels): SafeHtml {
  return html`${rows.map((row) => rowHtml(row, display, labels))}`;
}
