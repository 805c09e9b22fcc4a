import { describe, expect, it } from 'vitest';
import { nameRomaji } from '@/lib/catalogue/name-romaji';

describe('nameRomaji', () => {
  it('gives the reading in romaji under a Japanese name, long marks as vowels', () => {
    expect(nameRomaji('月光堂', 'げっこうどう')).toBe('gekkoudou');
    expect(nameRomaji('オルゴールラボ', 'おるごーるらぼ')).toBe('orugoorurabo');
    expect(nameRomaji('屋上の音', 'オクジョウノオト')).toBe('okujounooto');
    expect(nameRomaji('Club 青空', 'クラブアオゾラ')).toBe('kurabuaozora');
  });

  it('gives nothing for a Latin or Chinese name, or without a reading', () => {
    expect(nameRomaji('Silver Comet', 'シルバーコメット')).toBe('');
    expect(nameRomaji('银河书房', 'インホーシューファン')).toBe('');
    expect(nameRomaji('月光堂', '')).toBe('');
  });
});
