import 'server-only';
import { fillTemplate } from '@/lib/i18n/message-template';
import { html, type SafeHtml } from '@/lib/html/safe-html';
import type { ColorOption } from './favorite-types';
import type { FavoriteGroupProp, FavoriteRowProp, FavoritesTableLabels } from './favorites-table-types';

// The favourites table as server markup, sent once (MarkupOnce), as the list's rows are: hydrating it as
// React elements (every row's colour select and memo field) was most of the page's blocking time on a
// phone. Its controls are plain form fields that the table's one island (favorites-table.tsx) listens to
// from above: `data-favorite-row`, `data-fav-select`, `data-fav-color` and `data-fav-memo` carry the
// circle's id. The memo cell holds a read-only stand-in of the editor (same label, field and status
// line), which the editor replaces when the field is first reached. (The parser drops the newline that
// opens a textarea's text, so a memo's own first newline is kept.)

type RowsLabels = Pick<FavoritesTableLabels, 'list' | 'columnSelect' | 'columnColor' | 'columnSpace' | 'columnCircle' | 'columnAuthor' | 'columnMemo' | 'columnLinks' | 'selectRow' | 'rowColor' | 'rowMemo' | 'memoOnly' | 'memoHint' | 'pixivLink' | 'changedMark' | 'groupWant'>;

// Tailwind's classes in full, so that its scan of the sources finds them.
const cell = 'px-2 py-2 align-top max-md:p-0';
const rowClass = 'border-b border-slate-200 max-md:grid max-md:grid-cols-[auto_minmax(0,1fr)] max-md:gap-x-3 max-md:gap-y-1 max-md:py-3';

/** The row's colour as a bar on its left edge (the island sets it the same way); none for a memo-only favourite. */
const rowShadow = (hex: string | undefined) => (hex ? `inset 4px 0 0 ${hex}` : '');

function colorSelect(row: FavoriteRowProp, colors: readonly ColorOption[], labels: RowsLabels): SafeHtml {
  const memoOnly = row.color === 0 ? html`<option value="0" disabled selected>${labels.memoOnly}</option>` : '';
  const options = colors.map((color) => html`<option value="${color.n}"${color.n === row.color ? html` selected` : ''}>${color.n}. ${color.name}</option>`);
  return html`<select data-fav-color="${row.circleId}" aria-label="${fillTemplate(labels.rowColor, { name: row.name })}" class="max-w-40 rounded border border-slate-300 px-1 py-1">${memoOnly}${options}</select>`;
}

function memoStandIn(row: FavoriteRowProp, labels: RowsLabels): SafeHtml {
  const id = `fav-memo-${row.circleId}`;
  return html`<div data-fav-memo="${row.circleId}"><div class="fav-memo fav-static"><label for="${id}" class="sr-only">${fillTemplate(labels.rowMemo, { name: row.name })}</label><textarea id="${id}" rows="2" readonly aria-busy="true" placeholder="${labels.memoHint}" class="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900">
${row.memo}</textarea><p class="mt-1 text-xs text-slate-600"></p></div></div>`;
}

/** A favourite an import changed since the member last looked: a mark that leads to what changed. */
const changedMark = (row: FavoriteRowProp, labels: RowsLabels): SafeHtml | '' =>
  row.changedHref ? html` <a href="${row.changedHref}" data-fav-changed="${row.circleId}" class="ml-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">${labels.changedMark}</a>` : '';

/** The circle's menu, else its cut, beside its name: lazy, and sized by its attributes so the table never moves when it arrives. */
const picture = (row: FavoriteRowProp): SafeHtml | '' =>
  row.picture.url === ''
    ? ''
    : html`<img src="${row.picture.url}" alt="${row.picture.alt}" width="42" height="60" loading="lazy" decoding="async" class="fav-pic">`;

function rowHtml(row: FavoriteRowProp, colors: readonly ColorOption[], labels: RowsLabels): SafeHtml {
  const shadow = rowShadow(colors[row.color - 1]?.hex);
  const pixiv = row.pixivHref ? html`<a href="${row.pixivHref}" rel="noopener noreferrer" target="_blank" aria-label="${fillTemplate(labels.pixivLink, { name: row.name })}">pixiv</a>` : '';
  const groupWant = row.groupWantHref ? html`<a href="${row.groupWantHref}" class="inline-flex min-h-11 items-center">${labels.groupWant}<span class="sr-only">: ${row.name}</span></a>` : '';
  return html`<tr data-favorite-row="${row.circleId}" class="${rowClass}"${shadow ? html` style="box-shadow:${shadow}"` : ''}>
<td class="${cell} pl-3 max-md:row-span-4 max-md:pl-2"><input type="checkbox" data-fav-select="${row.circleId}" aria-label="${fillTemplate(labels.selectRow, { name: row.name })}" class="size-5 accent-primary-700"></td>
<td class="${cell}">${colorSelect(row, colors, labels)}</td>
<td class="${cell} font-semibold whitespace-nowrap">${row.spaces}${changedMark(row, labels)}</td>
<td class="${cell}">${picture(row)}<a href="/circle/${row.circleId}" class="inline-flex min-h-11 items-center">${row.name}</a>${row.romaji !== '' ? html`<span lang="ja-Latn" class="block text-xs text-slate-600">${row.romaji}</span>` : ''}</td>
<td class="${cell} text-slate-700">${row.author}</td>
<td class="${cell} min-w-48 max-md:col-start-2">${memoStandIn(row, labels)}</td>
<td class="${cell} max-md:col-start-2 space-x-3">${pixiv}${groupWant}</td>
</tr>`;
}

/** Every group of the favourites shown: a heading and a table each. */
export function favoritesRowsHtml(groups: readonly FavoriteGroupProp[], colors: readonly ColorOption[], labels: RowsLabels): SafeHtml {
  const headers = [labels.columnSelect, labels.columnColor, labels.columnSpace, labels.columnCircle, labels.columnAuthor, labels.columnMemo, labels.columnLinks].map((title) => html`<th class="${cell}">${title}</th>`);
  return html`${groups.map(
    (group) => html`<section data-fav-group aria-labelledby="fav-group-${group.key}" class="mb-8">
<h2 id="fav-group-${group.key}" class="mb-2 text-lg font-semibold text-slate-900">${group.heading}</h2>
<table aria-label="${fillTemplate(labels.list, { group: group.heading })}" class="w-full border-collapse text-sm max-md:block">
<thead class="max-md:sr-only"><tr class="border-b border-slate-300 text-left text-slate-700">${headers}</tr></thead>
<tbody class="max-md:block">${group.rows.map((row) => rowHtml(row, colors, labels))}</tbody>
</table>
</section>`,
  )}`;
}
