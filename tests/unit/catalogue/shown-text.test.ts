import { describe, expect, it } from 'vitest';
import { shownText } from '@/lib/catalogue/shown-text';

const YURI = '新刊はオリジナル百合本';
const machine = (original: string) => (original === YURI ? '[en] new bookはオリジナルyuri本' : undefined);

describe('a circle text in the reader’s language', () => {
  it('is the Japanese alone for a Japanese reader, whatever translations there are', () => {
    expect(shownText(YURI, 'ja', 'Our own words', machine)).toEqual({ kind: 'as-written', text: YURI });
  });

  it('is the circle’s own translation first, then the machine’s, then the Japanese marked untranslated', () => {
    expect(shownText(YURI, 'en', 'Our own words', machine)).toEqual({ kind: 'own', text: 'Our own words', original: YURI });
    expect(shownText(YURI, 'en', '', machine)).toEqual({ kind: 'machine', text: '[en] new bookはオリジナルyuri本', original: YURI });
    expect(shownText('既刊のみ', 'zh', '', machine)).toEqual({ kind: 'untranslated', text: '既刊のみ' });
  });

  it('is a text with nothing Japanese in it as written, with no note', () => {
    expect(shownText('B5 / 24p', 'en', '', machine)).toEqual({ kind: 'as-written', text: 'B5 / 24p' });
    expect(shownText('', 'zh', '', machine)).toEqual({ kind: 'as-written', text: '' });
  });
});
