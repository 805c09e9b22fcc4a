import { describe, expect, it } from 'vitest';
import { nameRomaji } from '@/lib/catalogue/name-romaji';

describe('nameRomaji', () => {
  it('gives the reading in romaji under a Japanese name: capitalised, Hepburn’s long vowels, long marks as vowels', () => {
    expect(nameRomaji('月光堂', 'げっこうどう')).toBe('Gekkōdō');
    expect(nameRomaji('オルゴールラボ', 'おるごーるらぼ')).toBe('Orugōrurabo');
    expect(nameRomaji('Club 青空', 'クラブアオゾラ')).toBe('Kurabuaozora');
  });

  it('cuts the reading into words where the name changes script, particles as small words', () => {
    expect(nameRomaji('屋上の音', 'オクジョウノオト')).toBe('Okujō no Oto');
    expect(nameRomaji('若草の坂', 'わかくさのさか')).toBe('Wakakusa no Saka');
    expect(nameRomaji('きつね茶房', 'きつねさぼう')).toBe('Kitsune Sabō');
    expect(nameRomaji('猫と犬の家', 'ねこといぬのいえ')).toBe('Neko to Inu no Ie');
    // One script: the reading does not say where its words end.
    expect(nameRomaji('青空劇場', 'アオゾラゲキジョウ')).toBe('Aozoragekijō');
    // A reading that does not follow the name's kana is one word rather than a wrong cut.
    expect(nameRomaji('まる茶房', 'べつのよみ')).toBe('Betsunoyomi');
  });

  it('gives nothing for a Latin or Chinese name, or without a reading', () => {
    expect(nameRomaji('Silver Comet', 'シルバーコメット')).toBe('');
    expect(nameRomaji('银河书房', 'インホーシューファン')).toBe('');
    expect(nameRomaji('月光堂', '')).toBe('');
    // A Chinese name in characters Japanese writes too, read by its Chinese sound in katakana.
    expect(nameRomaji('夢境事務所', 'モンジンシーウースオ')).toBe('');
    expect(nameRomaji('熊猫同好会', 'シオンマオトンハオフイ')).toBe('');
    expect(nameRomaji('長安茶館', 'チャンアンチャーグアン')).toBe('');
  });
});
