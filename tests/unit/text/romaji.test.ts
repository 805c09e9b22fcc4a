import { describe, expect, it } from 'vitest';
import { findReading, foldedReading, readingKeys, romajiToKanaQuery } from '@/lib/text/romaji';

/** Whether the romaji a visitor typed finds a circle with this kana reading. */
function finds(romaji: string, reading: string): boolean {
  const query = romajiToKanaQuery(romaji);
  if (query === null) throw new Error(`${romaji} is not romaji`);
  return findReading(foldedReading(reading), query) >= 0;
}

describe('foldedReading', () => {
  it.each([
    ['とうほう', 'とほ'],
    ['トウホウ', 'とほ'],
    ['とーほー', 'とほ'],
    ['とおほお', 'とほ'],
    ['くうき', 'くき'],
    ['きょう', 'きよ'],
    ['きっと', 'きと'],
    ['がくえん', 'かくえん'],
    ['しんいち', 'しにち'],
    ['こんにちは', 'こにちは'],
    ['かんよう', 'かによ'],
    ['しんかい', 'しんかい'],
    ['とうほう・ぷろじぇくと', 'とほふろしえくと'],
    ['ぢ づ を', 'しすお'],
    ['', ''],
  ])('%s → %s', (reading, folded) => {
    expect(foldedReading(reading)).toBe(folded);
  });
});

describe('romaji against readings', () => {
  it('finds とうほう from touhou, tohou, toho and Tōhō, in either kana script', () => {
    for (const romaji of ['touhou', 'tohou', 'toho', 'toohoo', 'Tōhō', 'TOUHOU', 'ｔｏｕｈｏｕ']) {
      for (const reading of ['とうほう', 'トウホウ', 'トーホー', 'とうほうぷろじぇくと']) {
        expect(finds(romaji, reading), `${romaji} / ${reading}`).toBe(true);
      }
    }
  });

  it.each([
    ['shinkai', 'しんかいこうぼう'],
    ['sinkai', 'しんかい'],
    ['kyou', 'きょう'],
    ['kyo', 'キョウノネコ'],
    ['shinichi', 'しんいち'],
    ["shin'ichi", 'しんいち'],
    ['shinnichi', 'しんいち'],
    ['konnichiha', 'こんにちは'],
    ['konichiha', 'こんにちは'],
    ['kon', 'こんにちは'],
    ['shin', 'しんいち'],
    ['kitto', 'きっと'],
    ['kito', 'きっと'],
    ['kitchin', 'キッチン'],
    ['maccha', 'まっちゃ'],
    ['gakuen', 'がくえん'],
    ['kakuen', 'がくえん'],
    ['fuji', 'ふじ'],
    ['huzi', 'ふじ'],
    ['tsuki', 'つき'],
    ['tuki', 'つき'],
    ['hanako', 'すずき はなこ'],
  ])('%s finds %s', (romaji, reading) => {
    expect(finds(romaji, reading)).toBe(true);
  });

  it.each([
    ['shinkai', 'しかい'],
    ['toho', 'とりほう'],
    ['kyou', 'きいろ'],
    ['hanako', 'はなび'],
  ])('%s does not find %s', (romaji, reading) => {
    expect(finds(romaji, reading)).toBe(false);
  });

  it('refuses what is not whole romaji', () => {
    for (const text of ['touh', 'xyz', 'abc1', 'tou-hou', '', '東方', 'とうほう']) {
      expect(romajiToKanaQuery(text), text).toBeNull();
    }
  });
});

describe('readingKeys', () => {
  it('converts romaji', () => {
    expect(readingKeys('touhou')).toEqual([{ stem: 'とほ', openN: false, kana: 'とうほう' }]);
    expect(readingKeys('kon')).toEqual([{ stem: 'こ', openN: true, kana: 'こん' }]);
  });

  it('folds kana words with a long vowel or a sokuon', () => {
    expect(readingKeys('とうほう')).toEqual([{ stem: 'とほ', openN: false, kana: 'とうほう' }]);
    expect(readingKeys('トーホー')).toEqual([{ stem: 'とほ', openN: false, kana: 'とほ' }]);
    expect(readingKeys('きっと')).toEqual([{ stem: 'きと', openN: false, kana: 'きつと' }]);
  });

  it('leaves words the plain match already covers, and single kana', () => {
    for (const word of ['とほ', 'がんだむ', 'とう', '東方', 'dragon1', 'こん']) {
      expect(readingKeys(word), word).toEqual([]);
    }
  });
});
