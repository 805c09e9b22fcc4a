import { readFileSync } from 'node:fs';
import path from 'node:path';

export type Catalogue = typeof import('@/messages/en.json');

const catalogues = new Map<string, Catalogue>();

/** A language's message catalogue, for specs that find their way by the words a page shows. */
export function catalogue(locale: string): Catalogue {
  let messages = catalogues.get(locale);
  if (!messages) {
    // Read as a file: the test runner loads JSON modules only with an import attribute.
    messages = JSON.parse(readFileSync(path.resolve('messages', `${locale}.json`), 'utf8')) as Catalogue;
    catalogues.set(locale, messages);
  }
  return messages;
}
