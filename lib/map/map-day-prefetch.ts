// The day named in the map's address (`#…/day=DayN/…`) is requested by a small inline script while the
// HTML is still arriving, before the page's scripts (MapLibre's among them) have loaded and run; the
// map's client code takes that response instead of asking again (components/map/use-map-day.ts).

/** The day the hash names. */
export const MAP_HASH_DAY = /(?:^#|\/)day=Day([1-7])(?:\/|$)/;

export type MapDayPrefetch = { day: number; response: Promise<Response> };

/** Where the inline script leaves its request on `window`. */
export const MAP_DAY_PREFETCH_KEY = '__mapDayPrefetch';

/** The day's stable address; the page asks for it with its content hash added (`?v=`). */
export const mapDayUrl = (day: number) => `/api/map/day/${day}`;

/** The inline script for the days' content-addressed URLs: plain JavaScript without imports, run once by the HTML parser. */
export const mapDayPrefetchScript = (urls: Readonly<Record<number, string>>) =>
  `(function(){var u=${JSON.stringify(urls).replace(/</g, '\\u003c')};var m=${MAP_HASH_DAY.toString()}.exec(location.hash);if(!m||location.pathname!=='/map'||!u[m[1]])return;window.${MAP_DAY_PREFETCH_KEY}={day:Number(m[1]),response:fetch(u[m[1]],{credentials:'same-origin'})};})();`;
