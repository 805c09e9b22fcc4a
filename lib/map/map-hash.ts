// The venue map's state lives in the URL hash, in the form `#<wcid>/key=value/...` with days
// written `DayN`, so that a link names a space without reloading the page and back and forward walk
// through the views. Pure, without zod: the browser reads and writes it. The catalogue's 'show on map'
// links (`lib/catalogue/map-link.ts`) produce the same form; a unit test holds the two together.

// The same hall keys as the catalogue's `area` filter (`lib/catalogue/venue.ts`, which the browser does
// not load: it pulls in the search index).
const HALL_KEY = /^[EWS](?:[1-9]|1[0-5])$/;

export const mapCategories = ['circle', 'booth'] as const;

export type MapCategory = (typeof mapCategories)[number];

/** Search 'in the current hall' or 'overall'. */
export type MapSearchScope = 'hall' | 'all';

export type MapHashState = {
  /** The circle to show, by its web catalogue id. */
  wcid?: number;
  /** 1..7; absent means the first day of the event. */
  day?: number;
  /** A hall key (`E4`); absent means the overall venue. */
  hall?: string;
  boothId?: number;
  category: MapCategory;
  keyword: string;
  genreCode?: number;
  scope: MapSearchScope;
  /** Draw the event-day plan's route of the day (`route=1`), as the plan page left it on the device. */
  route?: true;
};

export const emptyMapHash: MapHashState = { category: 'circle', keyword: '', scope: 'hall' };

const MAX_KEYWORD = 200;
const INTEGER = /^\d{1,9}$/;

function integer(text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined || !INTEGER.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return '';
  }
}

/** Reads `#10277669/day=Day2/hall=E4`; whatever cannot be read is left out, never an error. */
export function parseMapHash(hash: string): MapHashState {
  const [head = '', ...pairs] = hash.replace(/^#/, '').split('/');
  const values = new Map<string, string>();
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at > 0 && !values.has(pair.slice(0, at))) values.set(pair.slice(0, at), decode(pair.slice(at + 1)));
  }
  const day = /^Day(\d)$/i.exec(values.get('day') ?? '')?.[1] ?? values.get('day');
  const hall = values.get('hall');
  const category = values.get('category');
  const state: MapHashState = {
    wcid: integer(head, 1, 999_999_999),
    day: integer(day, 1, 7),
    hall: hall !== undefined && HALL_KEY.test(hall) ? hall : undefined,
    boothId: integer(values.get('boothId'), 1, 999_999_999),
    category: category === 'booth' ? 'booth' : 'circle',
    keyword: (values.get('keyword') ?? '').trim().slice(0, MAX_KEYWORD),
    genreCode: integer(values.get('genreCode'), 1, 9999),
    scope: values.get('scope') === 'all' ? 'all' : 'hall',
    route: values.get('route') === '1' ? true : undefined,
  };
  return Object.fromEntries(Object.entries(state).filter(([, value]) => value !== undefined)) as MapHashState;
}

/** The hash for a state, defaults left out, keys always in the same order (so equal states are equal strings). */
export function formatMapHash(state: MapHashState): string {
  const pairs: string[] = [];
  if (state.day !== undefined) pairs.push(`day=Day${state.day}`);
  if (state.boothId !== undefined) pairs.push(`boothId=${state.boothId}`);
  if (state.hall !== undefined) pairs.push(`hall=${encodeURIComponent(state.hall)}`);
  if (state.category !== 'circle') pairs.push(`category=${state.category}`);
  if (state.keyword !== '') pairs.push(`keyword=${encodeURIComponent(state.keyword)}`);
  if (state.genreCode !== undefined) pairs.push(`genreCode=${state.genreCode}`);
  if (state.scope !== 'hall') pairs.push(`scope=${state.scope}`);
  if (state.route) pairs.push('route=1');
  const head = state.wcid !== undefined ? String(state.wcid) : '';
  return pairs.length === 0 && head === '' ? '' : `#${[head, ...pairs].join('/')}`;
}
