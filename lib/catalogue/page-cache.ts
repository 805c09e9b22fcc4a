import 'server-only';
import type { AppLocale } from '@/lib/i18n/locales';
import { getCatalogueIndex } from './catalogue-index-instance';

/**
 * The kinds of viewer a catalogue page can be made for. Adult circles, works and images reach only
 * `adult`; a page made for one kind is never served to another, so the kind is part of every key.
 */
export type ViewerKind = 'adult' | 'general';

export const viewerKind = (viewer: { mayViewAdult: boolean }): ViewerKind => (viewer.mayViewAdult ? 'adult' : 'general');

/** What a cached catalogue page is the same for: everyone with these, whoever they are. */
export type PageKey = { page: string; locale: AppLocale; kind: ViewerKind; variant: string };

export type PageCache = {
  /** The value for `key` at the catalogue's current version, made by `make` once per key and version. */
  get<T>(key: PageKey, make: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
};

/**
 * The catalogue's version as the index last saw it: it moves with every edit, insertion or removal of a
 * listed row (the index's refresh reads it at most every refresh interval), so an entry made before an
 * edit is simply never asked for again and falls out of the cache by age.
 */
export async function catalogueVersion(): Promise<string> {
  const { signature } = await getCatalogueIndex();
  return `${signature.eventId ?? 0}.${signature.rows}.${signature.hash}`;
}

/**
 * An in-process cache of catalogue pages, least recently used out first. Concurrent misses of one key
 * share one making; a failed making is forgotten so the next request tries again.
 */
export function createPageCache(options: { maxEntries: number; version?: () => Promise<string> }): PageCache {
  const entries = new Map<string, Promise<unknown>>();
  const version = options.version ?? catalogueVersion;
  return {
    async get<T>(key: PageKey, make: () => Promise<T>): Promise<T> {
      const id = [key.page, key.kind, key.locale, await version(), key.variant].join('\u0000');
      const known = entries.get(id) as Promise<T> | undefined;
      if (known) {
        // Most recently used last, so the oldest is first in line to go.
        entries.delete(id);
        entries.set(id, known);
        return known;
      }
      const made = make();
      entries.set(id, made);
      made.catch(() => {
        if (entries.get(id) === made) entries.delete(id);
      });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return made;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

// On globalThis for the same reason as the index: Next bundles routes separately.
const globalForPages = globalThis as unknown as { cataloguePages?: PageCache };

/** The process's one cache of catalogue pages (list results, detail data). About 2,000 pages fit in a few tens of MB. */
export function cataloguePages(): PageCache {
  globalForPages.cataloguePages ??= createPageCache({ maxEntries: 2_000 });
  return globalForPages.cataloguePages;
}
