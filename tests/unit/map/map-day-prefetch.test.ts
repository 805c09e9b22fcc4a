import { describe, expect, it } from 'vitest';
import { MAP_DAY_PREFETCH_KEY, mapDayPrefetchScript } from '@/lib/map/map-day-prefetch';

/** Runs the inline script as the browser would, against a stand-in window, location and fetch. */
function run(pathname: string, hash: string) {
  const requests: { url: string; init: unknown }[] = [];
  const window: Record<string, unknown> = {};
  const fetch = (url: string, init: unknown) => {
    requests.push({ url, init });
    return Promise.resolve(new Response('{}'));
  };
  const urls = { 1: '/api/map/day/1?v=one', 2: '/api/map/day/2?v=two' };
  new Function('window', 'location', 'fetch', mapDayPrefetchScript(urls))(window, { pathname, hash }, fetch);
  return { requests, left: window[MAP_DAY_PREFETCH_KEY] as { day: number } | undefined };
}

describe('the map page’s inline day request', () => {
  it('asks for the content-addressed URL of the day the hash names, wherever it stands in the hash', () => {
    for (const hash of ['#/day=Day2', '#1234/day=Day2/hall=E1', '#/hall=W1/day=Day2']) {
      const { requests, left } = run('/map', hash);
      expect(requests).toEqual([{ url: '/api/map/day/2?v=two', init: { credentials: 'same-origin' } }]);
      expect(left?.day).toBe(2);
    }
  });

  it('asks for nothing without a day in the hash, for a day the event does not have, or away from /map', () => {
    for (const [pathname, hash] of [['/map', ''], ['/map', '#/hall=E1'], ['/map', '#/day=Day9'], ['/map', '#/day=Day3'], ['/map', '#/day=Day2x'], ['/print', '#/day=Day2']] as const) {
      const { requests, left } = run(pathname, hash);
      expect(requests).toEqual([]);
      expect(left).toBeUndefined();
    }
  });
});
