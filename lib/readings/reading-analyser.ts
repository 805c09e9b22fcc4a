import path from 'node:path';
import kuromoji from 'kuromoji';
import { readingFromTokens, wantsReading } from './kana-reading';

/** Derives kana readings of Japanese titles and names with kuromoji, whose dictionary ships with it. */
export type ReadingAnalyser = { readingOf(text: string): string };

function dictionaryPath(): string {
  return path.join(process.cwd(), 'node_modules', 'kuromoji', 'dict');
}

/**
 * Loads the dictionary (about half a second and some tens of MB): callers keep the analyser only while
 * they need it, which is seeding or applying catalogue edits, never a plain start (readings are stored).
 */
export function loadReadingAnalyser(): Promise<ReadingAnalyser> {
  return new Promise((resolve, reject) => {
    kuromoji.builder({ dicPath: dictionaryPath() }).build((error, tokenizer) => {
      if (error) {
        reject(error);
        return;
      }
      // Names and titles repeat a great deal in a catalogue.
      const cache = new Map<string, string>();
      resolve({
        readingOf(text) {
          if (!wantsReading(text)) return '';
          let reading = cache.get(text);
          if (reading === undefined) {
            reading = readingFromTokens(tokenizer.tokenize(text).map((token) => ({ surface: token.surface_form, reading: token.reading })));
            cache.set(text, reading);
          }
          return reading;
        },
      });
    });
  });
}
