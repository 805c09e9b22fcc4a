import type { ListDisplaySettings } from '@/lib/catalogue/list-display';
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
  /** The images mode's alt text where the organiser gave none. */
  thumbnailOf: (name: string) => string;
};

/** The labels of the shared markup: the same for every member in a language. */
export type SharedRowLabels = Omit<RowLabels, 'memo' | 'favoriteMark'>;

/** The columns that shape the shared markup; the memo column belongs to the member and is filled in. */
export type SharedColumns = Pick<ListDisplaySettings, 'showAuthor' | 'showGenre' | 'showSpace' | 'showImages'>;

/** A place in the shared markup that holds a member's own state for one circle. */
export type RowHole = { circleId: number; kind: 'memo' | 'slot' };

/**
 * The rows as markup that is the same for every member who sees them (`parts`), with the member's own
 * memo and favourite mark left out as holes between the parts: `parts.length === holes.length + 1`.
 */
export type RowsTemplate = { parts: SafeHtml[]; holes: RowHole[] };

/** A member's state for one circle, as the holes show it. */
export type RowFavorite = { color: number | null; memo: string };

/** Rows a phone shows before any scrolling (844 px high, rows about 120 px): their cuts are not lazy. */
const FIRST_SCREEN_ROWS = 6;

/**
 * The images mode's thumbnail, in the cut's box (70 × 100, the picture fitted inside it): no larger than the
 * cut, so the first screen's largest paint stays what it was; lazy, and sized by its attributes so the rows
 * never move when it arrives. The organiser's alt text lists the menu's works and prices for those who
 * cannot see it.
 */
function thumbnail(row: ListRow, labels: SharedRowLabels): SafeHtml | false {
  return row.thumb !== null && html`<img class="cl-thumb" src="${row.thumb.url}" alt="${row.thumb.alt || labels.thumbnailOf(row.name)}" width="70" height="100" loading="lazy" decoding="async">`;
}

function field(shown: boolean, label: string, value: string): SafeHtml | false {
  return shown && value !== '' && html`<dt>${label}</dt><dd>${value}</dd>`;
}

/**
 * One result row as markup, split where the member's memo and favourite slot go. The cut repeats the
 * linked name beside it, so its alt text is empty; its fixed size comes from the list's style sheet (not
 * attributes repeated fifty times), which the page loads before it draws, so the list never reflows. The
 * cuts of the first screen load at once, the first one first (it is the page's largest paint on a phone);
 * the rest load lazily.
 */
function rowParts(row: ListRow, position: number, columns: SharedColumns, labels: SharedRowLabels): [SafeHtml, SafeHtml, SafeHtml] {
  const marks =
    (row.hasNewWork || row.cashless) &&
    html`<p class="cl-marks">${row.hasNewWork && html`<span class="cl-new">${labels.newWork}</span>`}${row.cashless && html`<span class="cl-cashless">${labels.cashless}</span>`}</p>`;
  const loading = position === 0 ? html` fetchpriority="high"` : position >= FIRST_SCREEN_ROWS && html` loading="lazy"`;
  const head = html`<li><img src="${row.cutUrl}" alt=""${loading}><div class="cl-body"><h3>${
    row.boothNumber !== null && html`<small>${labels.boothNumber(row.boothNumber)}</small>`
  }<a href="${row.href}">${row.name}</a></h3>${row.romaji !== '' && html`<p class="cl-ro" lang="ja-Latn">${row.romaji}</p>`}<dl>${field(columns.showAuthor, labels.author, row.author)}${field(
    columns.showGenre,
    labels.genre,
    row.genre,
  )}${field(columns.showSpace, labels.space, row.placements.join(' / '))}`;
  const middle = html`</dl>${row.summary !== '' && html`<p class="cl-summary">${row.summary}</p>`}${marks}</div>${columns.showImages && thumbnail(row, labels)}`;
  return [head, middle, html`</li>`];
}

export function resultRowsTemplate(rows: readonly ListRow[], columns: SharedColumns, labels: SharedRowLabels): RowsTemplate {
  const parts: SafeHtml[][] = [[]];
  const holes: RowHole[] = [];
  const append = (...pieces: SafeHtml[]) => parts[parts.length - 1]?.push(...pieces);
  for (const [position, row] of rows.entries()) {
    const [head, middle, tail] = rowParts(row, position, columns, labels);
    append(head);
    if (row.circleId === null) {
      append(middle, tail);
      continue;
    }
    holes.push({ circleId: row.circleId, kind: 'memo' });
    parts.push([middle]);
    holes.push({ circleId: row.circleId, kind: 'slot' });
    parts.push([tail]);
  }
  return { parts: parts.map((pieces) => html`${pieces}`), holes };
}

/** The member's memo column and favourite slot of one circle, as they go into its holes. */
export function favoriteHoles(labels: Pick<RowLabels, 'memo' | 'favoriteMark'>, showMemo: boolean) {
  return (hole: RowHole, favorite: RowFavorite | undefined): SafeHtml => {
    if (hole.kind === 'memo') return field(showMemo, labels.memo, favorite?.memo ?? '') || html``;
    const color = favorite?.color ?? null;
    return favoriteControlsSlotHtml({ circleId: hole.circleId, color, label: color !== null ? labels.favoriteMark(color) : null });
  };
}

/** The shared markup with one member's state in its holes. */
export function fillRows(template: RowsTemplate, fill: (hole: RowHole) => SafeHtml): SafeHtml {
  const pieces = template.parts.slice(0, 1);
  template.holes.forEach((hole, i) => {
    pieces.push(fill(hole));
    const next = template.parts[i + 1];
    if (next) pieces.push(next);
  });
  return html`${pieces}`;
}
