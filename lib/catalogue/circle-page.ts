// The text of a circle's page, described once: the server's page and the in-app offline view draw it
// with one component (components/circle-page/circle-facts.tsx), and the service worker's page writes it
// from the same description (lib/offline-search/service-worker/offline-circle-page.ts). A fact added to `circleFacts`
// shows in all three; `tests/integration/catalogue/circle-page-renderings.test.tsx` compares them.

import type { ShownText } from './shown-text';

/** A fact's value; a space links to the map where the page knows the circle's map address. */
export type CircleFactValue = { text: string; mapHref: string | null };

export type CircleFactLabel = 'reading' | 'author' | 'genre' | 'spaces';

export type CircleFact = { label: CircleFactLabel; values: CircleFactValue[] };

/** What every rendering of a circle's page shows, every text already in the viewer's language. */
export type CirclePage = {
  name: string;
  romaji: string;
  /** The name's kana: the organiser's, else the reading of the organiser's files. */
  reading: string;
  author: string;
  /** The genre's code and name, `234 Touhou Project`. */
  genre: string;
  spaces: CircleFactValue[];
  cashless: boolean;
  /** In the reader's language where a translation is known (decision 042). */
  description: ShownText;
  workTitles: string[];
};

/** The labels every rendering writes, from the `CirclePage` messages. */
export type CirclePageLabels = Record<CircleFactLabel | 'cashless' | 'description' | 'works' | 'showOnMap', string>;

const CIRCLE_PAGE_LABEL_KEYS = ['reading', 'author', 'genre', 'spaces', 'cashless', 'description', 'works', 'showOnMap'] as const satisfies readonly (keyof CirclePageLabels)[];

export function circlePageLabels(t: (key: keyof CirclePageLabels) => string): CirclePageLabels {
  return Object.fromEntries(CIRCLE_PAGE_LABEL_KEYS.map((key) => [key, t(key)])) as CirclePageLabels;
}

export const genreText = (code: number, name: string): string => (name === '' ? '' : `${code} ${name}`);

const plain = (text: string): CircleFactValue[] => [{ text, mapHref: null }];

/** The facts list of the page, in order, without the empty ones; a reading that is the name itself says nothing. */
export function circleFacts(page: CirclePage): CircleFact[] {
  const facts: CircleFact[] = [
    { label: 'reading', values: plain(page.reading === page.name ? '' : page.reading) },
    { label: 'author', values: plain(page.author) },
    { label: 'genre', values: plain(page.genre) },
    { label: 'spaces', values: page.spaces },
  ];
  return facts.filter((fact) => fact.values.some((value) => value.text !== ''));
}
