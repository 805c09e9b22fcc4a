import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { decodeReading, encodeReading } from '@/lib/offline-search/snapshot-readings';

// A reading written against its text comes back unchanged, and is written short when it repeats the
// text's kana.

describe('snapshot readings', () => {
  it('write only what the text does not already say', () => {
    expect(encodeReading('へやがとうだいになるまで', '部屋が灯台になるまで')).toEqual(['へや', 'とうだい']);
    expect(encodeReading('リュウシンドローム', '竜シンドローム')).toEqual(['リュウ']);
    expect(encodeReading('りゅうしんどろーむ', '竜シンドローム')).toEqual(['りゅう']);
    expect(encodeReading('まるまるうさぎ', 'まるまるうさぎ')).toBe(0);
    expect(encodeReading('マルマルウサギ', 'まるまるうさぎ')).toBe(1);
    expect(encodeReading('アオゾラゲキジョウ', '青空劇場')).toBe('アオゾラゲキジョウ');
    expect(encodeReading('', '灯塔与约定')).toBe('');
    // A reading that does not keep the text's kana stays whole.
    expect(encodeReading('きょうはいい', '今日はいい日')).toBe('きょうはいい');
  });

  const kanaOrKanji = fc.constantFrom(...'あいうえおかがのはをンカタナーヴ漢字読部屋灯台日月ab1 「」'.split(''));
  const text = fc.array(kanaOrKanji, { maxLength: 10 }).map((chars) => chars.join(''));

  it.prop([text, text], { numRuns: 500 })('give back any reading of any text', (reading, of) => {
    expect(decodeReading(JSON.parse(JSON.stringify(encodeReading(reading, of))) as ReturnType<typeof encodeReading>, of)).toBe(reading);
  });

  it.prop([fc.string(), fc.string()], { numRuns: 300 })('give back any strings at all', (reading, of) => {
    expect(decodeReading(encodeReading(reading, of), of)).toBe(reading);
  });
});
