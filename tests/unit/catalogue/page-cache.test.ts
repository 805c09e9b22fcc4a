import { describe, expect, it } from 'vitest';
import { createPageCache, viewerKind, type PageKey } from '@/lib/catalogue/page-cache';

const key = (change: Partial<PageKey> = {}): PageKey => ({ page: 'circle-list', locale: 'en', kind: 'general', variant: 'keyword=a', ...change });

function counting(maxEntries = 10) {
  const version = { current: 'v1' };
  const cache = createPageCache({ maxEntries, version: async () => version.current });
  let made = 0;
  const make = (value: string) => async () => {
    made += 1;
    return value;
  };
  return { cache, make, version, made: () => made };
}

describe('the catalogue page cache', () => {
  it('names the kind of viewer from whether they may see adult content', () => {
    expect(viewerKind({ mayViewAdult: true })).toBe('adult');
    expect(viewerKind({ mayViewAdult: false })).toBe('general');
  });

  it('makes a page once per key and serves it again', async () => {
    const { cache, make, made } = counting();
    expect(await cache.get(key(), make('page'))).toBe('page');
    expect(await cache.get(key(), make('other'))).toBe('page');
    expect(made()).toBe(1);
  });

  // Adult circles must never reach a viewer who may not see them: a page made for one kind of viewer is
  // never served to another, nor to another language or query.
  it('never serves a page made for one kind of viewer, language or query to another', async () => {
    const { cache, make } = counting();
    await cache.get(key({ kind: 'adult' }), make('adult page'));
    expect(await cache.get(key({ kind: 'general' }), make('general page'))).toBe('general page');
    expect(await cache.get(key({ kind: 'adult', locale: 'ja' }), make('ja page'))).toBe('ja page');
    expect(await cache.get(key({ kind: 'adult', variant: 'keyword=b' }), make('b page'))).toBe('b page');
    expect(await cache.get(key({ kind: 'adult' }), make('again'))).toBe('adult page');
    expect(await cache.get(key({ kind: 'general' }), make('again'))).toBe('general page');
  });

  it('makes the page anew once the catalogue version moves', async () => {
    const { cache, make, version } = counting();
    await cache.get(key(), make('before the edit'));
    version.current = 'v2';
    expect(await cache.get(key(), make('after the edit'))).toBe('after the edit');
  });

  it('shares one making between requests that miss at once', async () => {
    const { cache, make, made } = counting();
    const pages = await Promise.all([cache.get(key(), make('one')), cache.get(key(), make('two')), cache.get(key(), make('three'))]);
    expect(pages).toEqual(['one', 'one', 'one']);
    expect(made()).toBe(1);
  });

  it('forgets a failed making, so the next request tries again', async () => {
    const { cache, make } = counting();
    await expect(cache.get(key(), () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get(key(), make('recovered'))).toBe('recovered');
  });

  it('lets the least recently used page go past its size', async () => {
    const { cache, make, made } = counting(3);
    for (const variant of ['a', 'b', 'c']) await cache.get(key({ variant }), make(variant));
    await cache.get(key({ variant: 'a' }), make('a again'));
    await cache.get(key({ variant: 'd' }), make('d'));
    expect(cache.size).toBe(3);
    expect(made()).toBe(4);
    expect(await cache.get(key({ variant: 'a' }), make('a made again'))).toBe('a');
    expect(await cache.get(key({ variant: 'b' }), make('b made again'))).toBe('b made again');
  });
});
