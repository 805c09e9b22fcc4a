import { effectiveSort, type CircleListQuery, type CircleListSort } from '@/lib/catalogue/query-string';
import { MAX_MEMO_FILTER_LENGTH } from '@/lib/catalogue/search-text';
import { html, type SafeHtml } from '@/lib/html/safe-html';

export type Option = { value: string; label: string };

export type CircleFilterOptions = {
  days: Option[];
  halls: Option[];
  /** The blocks of the chosen hall, or all of them. */
  blocks: Option[];
  genres: Option[];
  /** The palette's colours (their look comes from `palette.css`) by the member's or the default names. */
  colors: { value: number; label: string }[];
};

/** The texts of the fields; the few the island draws itself are in `CircleFilterIslandLabels`. */
export type CircleFilterFieldLabels = {
  day: string;
  allDays: string;
  hall: string;
  allHalls: string;
  block: string;
  allBlocks: string;
  space: string;
  cashless: string;
  favoritesOnly: string;
  memo: string;
  favoriteColor: string;
  threshold: string;
  experimental: string;
  loose: string;
  strict: string;
  sort: string;
  sorts: Record<CircleListSort, string>;
  genres: { genre: string; genreSearch: string; allGenres: string; selected: string; noMatches: string; apply: string };
};

// Short class names (filters.css) for what repeats: the page's HTML is held to a budget (decision 016).
// Ids are fixed: the page has one filter form at a time (the panel, or the phone's sheet in its place).
const checked = (on: boolean) => (on ? html` checked` : false);
const selectedIf = (on: boolean) => (on ? html` selected` : false);

/** A select; beside the results it applies as soon as it changes, as do the checkboxes other than genres. */
function select(name: string, label: string, value: string, options: readonly Option[], placeholder?: string): SafeHtml {
  const id = `cf-${name}`;
  const items = options.map((option) => html`<option value="${option.value}"${selectedIf(option.value === value)}>${option.label}</option>`);
  return html`<div><label for="${id}" class="cf-label">${label}</label><select id="${id}" name="${name}" class="cf-control">${
    placeholder === undefined ? false : html`<option value=""${selectedIf(value === '')}>${placeholder}</option>`
  }${items}</select></div>`;
}

function textField(name: string, label: string, value: string, kind: 'search' | 'number', maxLength?: number): SafeHtml {
  const id = `cf-${name}`;
  const extra = kind === 'number' ? html` min="1" inputmode="numeric"` : maxLength === undefined ? false : html` maxlength="${maxLength}"`;
  return html`<div><label for="${id}" class="cf-label">${label}</label><input id="${id}" name="${name}" type="${kind}" value="${value}"${extra} enterkeyhint="search" class="cf-control"></div>`;
}

function checkField(name: string, label: string, on: boolean): SafeHtml {
  return html`<label class="cf-check"><input type="checkbox" name="${name}" value="1"${checked(on)}><span>${label}</span></label>`;
}

/**
 * Colours by name, each on its own colour in black or white text, whichever reads at 4.5:1 or more. The
 * chip's colours come from the style sheet by the box's value (`palette.css`), not from eighteen inline
 * styles on every list page.
 */
function colorField(label: string, colors: CircleFilterOptions['colors'], selected: readonly number[]): SafeHtml {
  const swatches = colors.map(
    (color) =>
      html`<label><input type="checkbox" name="favoriteColor" value="${color.value}"${checked(selected.includes(color.value))}><span>${color.label}</span></label>`,
  );
  return html`<fieldset><legend class="cf-label">${label}</legend><div class="cf-swatches">${swatches}</div></fieldset>`;
}

function thresholdField(labels: CircleFilterFieldLabels, value: number): SafeHtml {
  return html`<div><label for="cf-threshold" class="cf-label">${labels.threshold} <span class="cf-badge">${labels.experimental}</span></label><input id="cf-threshold" name="rankingScoreThreshold" type="range" min="0" max="1" step="0.1" value="${value}" aria-describedby="cf-threshold-ends" class="mt-2 w-full accent-primary-700"><p id="cf-threshold-ends" class="flex justify-between text-xs text-slate-600"><span>${labels.loose}</span><span>${labels.strict}</span></p></div>`;
}

/**
 * The genre multi-select: checkboxes named `genre` in a disclosure, with a box that narrows the list by
 * code or by any part of the name (the island hides what does not match; the box has no form, so it is
 * not a search parameter). Ticking does not search yet, so that several genres can be chosen in one go.
 */
function genrePicker(labels: CircleFilterFieldLabels['genres'], options: readonly Option[], selected: readonly string[]): SafeHtml {
  const chosen = new Set(selected);
  const boxes = options.map(
    (option) => html`<label><input type="checkbox" name="genre" value="${option.value}"${checked(chosen.has(option.value))}>${option.label}</label>`,
  );
  return html`<details class="cf-details"><summary><span id="cf-genre-name">${labels.genre}</span><span>${
    selected.length > 0 ? labels.selected : labels.allGenres
  }</span></summary><div><label for="cf-genre-search" class="sr-only">${labels.genreSearch}</label><input id="cf-genre-search" type="search" form="" data-genre-search placeholder="${labels.genreSearch}" class="cf-control"><fieldset aria-labelledby="cf-genre-name" class="cf-genres">${boxes}<p data-genre-none hidden class="text-sm text-slate-600">${labels.noMatches}</p></fieldset><button type="submit" class="cf-submit">${labels.apply}</button></div></details>`;
}

/**
 * The filter form's fields other than the keyword as server markup: it goes out once, in the HTML, and
 * works as a plain GET form before the script loads. The keyword rides along hidden, as do the old
 * site's parameters.
 */
export function filterFieldsHtml(query: CircleListQuery, options: CircleFilterOptions, labels: CircleFilterFieldLabels): SafeHtml {
  const group = (...fields: SafeHtml[]) => html`<div class="space-y-3">${fields}</div>`;
  const sorts = (['placement', 'newest', 'score'] as const).map((value) => ({ value, label: labels.sorts[value] }));
  return html`<input type="hidden" name="keyword" value="${query.keyword}">${query.wcid === undefined ? false : html`<input type="hidden" name="wcid" value="${query.wcid}">`}${
    query.isBooth ? html`<input type="hidden" name="isBooth" value="1">` : false
  }${group(
    select('day', labels.day, query.day?.toString() ?? '', options.days, labels.allDays),
    select('area', labels.hall, query.area[0] ?? '', options.halls, labels.allHalls),
    select('block', labels.block, query.block[0] ?? '', options.blocks, labels.allBlocks),
    genrePicker(labels.genres, options.genres, query.genre.map(String)),
    textField('space', labels.space, query.space?.toString() ?? '', 'number'),
    checkField('pay', labels.cashless, query.pay),
  )}${group(
    checkField('favorite', labels.favoritesOnly, query.favorite),
    textField('favoriteMemo', labels.memo, query.favoriteMemo, 'search', MAX_MEMO_FILTER_LENGTH),
    colorField(labels.favoriteColor, options.colors, query.favoriteColor),
  )}${group(thresholdField(labels, query.rankingScoreThreshold ?? 0), select('sort', labels.sort, effectiveSort(query), sorts))}`;
}
