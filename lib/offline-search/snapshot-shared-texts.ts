import { decodeReading, encodeReading, type Reading } from './snapshot-readings';

// Texts that repeat across rows, written once each: an author with many circles, a work title that
// several circles sell, a stock description. On the demo event 64,841 work titles are 24,978 distinct
// ones, 26,564 authors 4,900 (with their readings) and descriptions 5,056; written once each and
// referred to by place, works and their readings take 227 KB of brotli instead of 338, authors 60
// instead of 98, descriptions 57 instead of 78. A compressor finds the repeats too, but a reference to a
// text a megabyte back costs it more than a short number does.
//
// `texts` in the order of their first use, with `readings` beside them when the column has readings (a
// reading written against its text, snapshot-readings.ts). `refs` holds each row's texts: rows split by
// a space, a row's texts by a comma; an empty ref is the first use of the next text of `texts`, any other
// is the place in `texts` of one used before, in base 36; a row without texts is `-`.

export type SharedTexts = { texts: string[]; readings?: Reading[]; refs: string };

/** A text with its reading ('' when it has none). */
type TextWithReading = { text: string; reading: string };

const NO_TEXTS = '-';

/** Each row's texts, with readings when `withReadings`; a text with two readings is written twice. */
export function encodeSharedTexts(rows: readonly (readonly TextWithReading[])[], withReadings: boolean): SharedTexts {
  const places = new Map<string, Map<string, number>>();
  const texts: string[] = [];
  const readings: Reading[] = [];
  const refs = rows.map((row) => {
    if (row.length === 0) return NO_TEXTS;
    return row
      .map(({ text, reading }) => {
        const key = withReadings ? reading : '';
        let byReading = places.get(text);
        if (!byReading) places.set(text, (byReading = new Map()));
        const place = byReading.get(key);
        if (place !== undefined) return place.toString(36);
        byReading.set(key, texts.length);
        texts.push(text);
        if (withReadings) readings.push(encodeReading(reading, text));
        return '';
      })
      .join(',');
  });
  return withReadings ? { texts, readings, refs: refs.join(' ') } : { texts, refs: refs.join(' ') };
}

/**
 * Each row's texts as places in `texts`, the readings decoded once per text ('' without readings).
 * `places` holds every row's places one after another; row `r`'s are from `starts[r]` to `starts[r + 1]`.
 */
export type DecodedSharedTexts = { texts: readonly string[]; readings: readonly string[]; starts: Int32Array; places: Int32Array };

const SPACE = 0x20;
const COMMA = 0x2c;
const DASH = 0x2d;

/** Read a character at a time: the device decodes this at every start, and splitting made a string per ref. */
export function decodeSharedTexts(shared: SharedTexts, rowCount: number): DecodedSharedTexts {
  const { texts, refs } = shared;
  const readings = shared.readings ? texts.map((text, at) => decodeReading(shared.readings?.[at], text)) : texts.map(() => '');
  const starts = new Int32Array(rowCount + 1);
  const places: number[] = [];
  let next = 0;
  let at = 0;
  for (let row = 0; row < rowCount; row++) {
    if (refs.charCodeAt(at) === DASH) at++;
    else {
      for (;;) {
        let place = -1;
        for (let code = refs.charCodeAt(at); at < refs.length && code !== SPACE && code !== COMMA; code = refs.charCodeAt(++at)) {
          place = (place < 0 ? 0 : place * 36) + (code <= 0x39 ? code - 0x30 : code - 0x57);
        }
        places.push(place < 0 ? next++ : place);
        if (refs.charCodeAt(at) !== COMMA) break;
        at++;
      }
    }
    starts[row + 1] = places.length;
    at++; // the space before the next row
  }
  return { texts, readings, starts, places: Int32Array.from(places) };
}
