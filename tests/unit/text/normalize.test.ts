import { describe, expect, it } from 'vitest';
import { normalizeSegments, normalizeText } from '@/lib/text/normalize';

describe('normalizeText', () => {
  it.each([
    ['full width to half width', 'ＡＢＣ１２３！', 'abc123!'],
    ['lower case', 'Touhou PROJECT', 'touhou project'],
    ['katakana to hiragana', 'カタカナ', 'かたかな'],
    ['half-width katakana', 'ｶﾀｶﾅ', 'かたかな'],
    ['voiced marks', 'ガンダム', 'かんたむ'],
    ['semi-voiced marks', 'パピプペポ', 'はひふへほ'],
    ['half-width voiced katakana', 'ｶﾞﾝﾀﾞﾑ', 'かんたむ'],
    ['combining voiced mark', 'か\u3099き\u309a', 'かき'],
    ['spacing voiced mark', 'か゛き゜', 'かき'],
    ['ヴ and ヷ', 'ヴァイオリン ヷ', 'うあいおりん わ'],
    ['long-vowel mark', 'コーヒー', 'こひ'],
    ['half-width long-vowel mark', 'ｺｰﾋｰ', 'こひ'],
    ['small kana', 'ぁぃぅぇぉっゃゅょゎ', 'あいうえおつやゆよわ'],
    ['small katakana', 'キャッシュヵヶ', 'きやつしゆかけ'],
    ['whitespace collapsed and trimmed', '  東方\u3000\u3000Project \n\t', '东方 project'],
    ['control characters count as whitespace', 'a\u0001b\u0002\u0003c', 'a b c'],
    ['traditional Chinese to simplified', '漫畫研究會', '漫画研究会'],
    ['simplified Chinese unchanged', '漫画研究会', '漫画研究会'],
    ['Japanese kanji folded like Chinese', '東方愛好會', '东方爱好会'],
    ['Latin accents', 'Pokémon Café Ōsaka', 'pokemon cafe osaka'],
    ['compatibility characters', '㍻ ﬁ Ⅻ', '平成 fi xii'],
    ['empty', '', ''],
    ['only spaces', ' \u3000 ', ''],
  ])('%s', (_label, input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it('folds both Chinese forms and both kana scripts to the same string', () => {
    expect(normalizeText('動漫愛好會')).toBe(normalizeText('动漫爱好会'));
    expect(normalizeText('とうほう')).toBe(normalizeText('トウホウ'));
    expect(normalizeText('ＴＯＵＨＯＵ')).toBe(normalizeText('touhou'));
  });

  it('leaves characters outside the folded sets alone', () => {
    expect(normalizeText('한국어 Ελληνικά 𠀋')).toBe('한국어 ελληνικά 𠀋');
  });

  it('is idempotent', () => {
    for (const text of ['ガンダム ＡＢＣ', '漫畫 Café', 'キャッシュ・レス', 'とーほー']) {
      expect(normalizeText(normalizeText(text))).toBe(normalizeText(text));
    }
  });

  it('maps every substring into a substring of the normalised text', () => {
    // The search relies on this: a query copied from any part of a name must find that name.
    const samples = ['東方幻想研究会', 'ｶﾞﾝﾀﾞﾑ工房', 'コーヒー・キャッシュ', 'Ｄｒａｇｏｎ Ｌａｂ', '漫畫與周邊', 'か゛き ぱ゜'];
    for (const sample of samples) {
      const whole = normalizeText(sample);
      const chars = Array.from(sample);
      for (let start = 0; start < chars.length; start++) {
        for (let end = start + 1; end <= chars.length; end++) {
          const part = normalizeText(chars.slice(start, end).join(''));
          expect(whole.includes(part), `${sample} [${start}, ${end})`).toBe(true);
        }
      }
    }
  });
});

describe('normalizeSegments', () => {
  it('equals normalizeText of each text, separators kept', () => {
    const texts = [
      '  東方 Project ',
      '',
      '\u3099か゛ｷﾞ',
      'ΟΔΟΣ Σ',
      '\u3000ＴＥＸＴ\t',
      'Pokémon',
      ' ',
      'キャッシュ・レス',
      '漫畫 與 周邊  ',
    ];
    for (let i = 0; i < texts.length; i++) {
      for (let j = 0; j < texts.length; j++) {
        for (const separator of ['\u0001', '\u0002']) {
          const parts = [texts[i] ?? '', texts[j] ?? '', texts[(i + j) % texts.length] ?? ''];
          expect(normalizeSegments(parts.join(separator)), JSON.stringify(parts)).toBe(parts.map(normalizeText).join(separator));
        }
      }
    }
  });
});
