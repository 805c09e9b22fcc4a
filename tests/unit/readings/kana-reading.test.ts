import { describe, expect, it } from 'vitest';
import { readingFromTokens, wantsReading } from '@/lib/readings/kana-reading';
import { loadReadingAnalyser } from '@/lib/readings/reading-analyser';

describe('readingFromTokens', () => {
  it('joins the readings in hiragana, keeping kana and Latin words as written', () => {
    expect(readingFromTokens([{ surface: '月光', reading: 'ゲッコウ' }, { surface: '堂', reading: 'ドウ' }])).toBe('げっこうどう');
    expect(readingFromTokens([{ surface: 'Blue' }, { surface: ' ' }, { surface: '月光', reading: 'ゲッコウ' }])).toBe('Blue げっこう');
    expect(readingFromTokens([{ surface: 'ぽち' }, { surface: 'パレード', reading: 'パレード' }])).toBe('ぽちぱれーど');
  });

  it('gives no reading rather than half of one when a kanji word is unknown', () => {
    expect(readingFromTokens([{ surface: '珈琲', reading: 'コーヒー' }, { surface: '檸', reading: '*' }])).toBe('');
    expect(readingFromTokens([{ surface: '书' }])).toBe('');
  });

  it('reads only texts with kana or kanji', () => {
    expect(wantsReading('Silver Comet')).toBe(false);
    expect(wantsReading('Club 青空')).toBe(true);
    expect(wantsReading('ころころ')).toBe(true);
  });
});

describe('the reading analyser', () => {
  it('reads titles and names with the dictionary that ships with it', async () => {
    const analyser = await loadReadingAnalyser();
    expect(analyser.readingOf('星屑の庭')).toBe('ほしくずのにわ');
    expect(analyser.readingOf('放課後のパレード')).toBe('ほうかごのぱれーど');
    expect(analyser.readingOf('月島ゆう')).toBe('つきしまゆう');
    expect(analyser.readingOf('Silver Comet')).toBe('');
    expect(analyser.readingOf('银河书房')).toBe('');
  });
});
