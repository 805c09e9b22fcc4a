// The day named in the map's address (`#…/day=DayN/…`) is requested by a small inline script while the
// HTML is still arriving, before the page's scripts (MapLibre's among them) have loaded and run; the
// map's client code takes that response instead of asking again (components/map/use-map-day.ts).

/** The day the hash names. */
export const MAP_HASH_DAY = /(?:^#|\/)day=Day([1-7])(?:\/|$)/;

export type MapDayPrefetch = { day: number; response: Promise<Response> };

/** Where the inline script leaves its request on `window`. */
export const MAP_DAY_PREFETCH_KEY = '__mapDayPrefetch';

export const mapDayUrl = (day: number) => `/api/map/day/${day}`;

/** The inline script: plain JavaScript without imports, run once by the HTML parser. */
export const mapDayPrefetchScript = `(function(){var m=${MAP_HASH_DAY.toString()}.exec(location.hash);if(!m||location.pathname!=='/map')return;var d=Number(m[1]);window.${MAP_DAY_PREFETCH_KEY}={day:d,response:fetch(${JSON.stringify(mapDayUrl(0).slice(0, -1))}+d,{credentials:'same-origin'})};})();`;
