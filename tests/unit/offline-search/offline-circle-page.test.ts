import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zh from '@/messages/zh.json';
import { renderOfflineCirclePage, type OfflineCirclePageInput } from '@/lib/offline-search/service-worker/offline-circle-page';
import { circlePageId } from '@/lib/offline-search/service-worker/sw-circle-page';

const circle: OfflineCirclePageInput['circle'] = {
  name: '青空<サークル>',
  romaji: 'Aozora Sākuru',
  reading: 'あおぞらさーくる',
  author: 'Sora & Umi',
  genre: '100 Original',
  spaces: [{ text: 'Sat East A01a', mapHref: null }],
  cashless: false,
  description: { kind: 'as-written', text: 'First line\nSecond line' },
  workTitles: ['Blue Book', '"Quoted" work'],
};

const page = (input: Partial<OfflineCirclePageInput> = {}, locale: 'en' | 'ja' | 'zh' = 'en') =>
  renderOfflineCirclePage(locale, { circle, memo: '', memoWaiting: false, formAction: '/circle/42', ...input });

describe("a circle's page the service worker writes from the catalogue on the device", () => {
  for (const [locale, messages] of [['en', en], ['ja', ja], ['zh', zh]] as const) {
    it(`is in ${locale}, with the circle's text and a memo field that posts to the page`, () => {
      const html = page({}, locale);
      const t = { ...messages.OfflineCirclePage, ...messages.CirclePage };
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain('<h1 id="circle-name">青空&lt;サークル&gt;</h1><p lang="ja-Latn" class="note">Aozora Sākuru</p>');
      expect(html).toContain(`<dl><dt>${t.reading}</dt><dd>あおぞらさーくる</dd><dt>${t.author}</dt><dd>Sora &amp; Umi</dd>`);
      expect(html).toContain(`<dt>${t.genre}</dt><dd>100 Original</dd><dt>${t.spaces}</dt><dd>Sat East A01a</dd></dl>`);
      expect(html).not.toContain(t.cashless);
      expect(html).toContain(`<h2>${t.works}</h2><ul><li>Blue Book</li><li>&quot;Quoted&quot; work</li></ul>`);
      expect(html).toContain(`<label for="memo">${t.memo}</label>`);
      expect(html).toContain('<form method="post" action="/circle/42">');
      expect(html).toContain(`<a href="/circle/list">${t.circleList}</a>`);
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<img');
    });
  }

  it('shows the memo waiting on the device and says that it will be sent', () => {
    const html = page({ memo: '\nbring <cash>', memoWaiting: true });
    // The parser drops the newline right after the opening tag, not the memo's own.
    expect(html).toContain('>\n\nbring &lt;cash&gt;</textarea>');
    expect(html).toContain(`<p class="status" role="status">${en.OfflineCirclePage.memoKept}</p>`);
  });

  it('gives a refused memo back with the reason', () => {
    const html = page({ memo: 'bad\u0001memo', memoRefused: 'invalid', memoWaiting: true });
    expect(html).toContain(`role="alert">${en.OfflineCirclePage.memoRefused}</p>`);
    expect(html).not.toContain('role="status"');
  });

  it('leaves out what the circle does not have', () => {
    const html = page({ circle: { ...circle, description: { kind: 'as-written', text: '' }, workTitles: [], genre: '', romaji: '', reading: '' } });
    expect(html).not.toContain('ja-Latn');
    expect(html).not.toContain(en.CirclePage.description);
    expect(html).not.toContain(en.CirclePage.works);
    expect(html).not.toContain(`<dt>${en.CirclePage.genre}</dt>`);
    expect(html).not.toContain(`<dt>${en.CirclePage.reading}</dt>`);
  });

  it('marks a circle that takes cashless payment and lists several spaces', () => {
    const spaces = [
      { text: 'Sat East A01a', mapHref: null },
      { text: 'Sun West B02b', mapHref: null },
    ];
    const html = page({ circle: { ...circle, cashless: true, spaces } });
    expect(html).toContain(`<dd><ul><li>Sat East A01a</li><li>Sun West B02b</li></ul></dd></dl><p class="mark">${en.CirclePage.cashless}</p></div>`);
  });

  it('keeps the address of the language in the form', () => {
    expect(page({ formAction: '/circle/42?hl=ja&x="' })).toContain('action="/circle/42?hl=ja&amp;x=&quot;"');
  });
});

describe('which addresses are circle pages', () => {
  const id = (path: string) => circlePageId(new URL(path, 'https://catalogue.example'));

  it('takes a circle id and nothing else', () => {
    expect(id('/circle/42')).toBe(42);
    expect(id('/circle/42?hl=zh')).toBe(42);
    expect(id('/circle/list')).toBeNull();
    expect(id('/circle/0')).toBeNull();
    expect(id('/circle/42/edit')).toBeNull();
    expect(id('/booth/42')).toBeNull();
  });

  for (const [locale, messages] of [['en', en], ['zh', zh]] as const) {
    it(`in ${locale}, marks a machine translation and keeps the Japanese behind "Show original", and says when there is none`, () => {
      const t = messages.TranslatedText;
      const translated = page({ circle: { ...circle, description: { kind: 'machine', text: 'New <book>', original: '新刊<本>' } } }, locale);
      expect(translated).toContain(
        `<p lang="${locale}" class="text">New &lt;book&gt;</p><details><summary><span class="mark">${t.machine}</span> ${t.showOriginal}</summary><p lang="ja" class="text">新刊&lt;本&gt;</p></details>`,
      );
      const own = page({ circle: { ...circle, description: { kind: 'own', text: 'Our words', original: '新刊' } } }, locale);
      expect(own).toContain(`<details><summary>${t.showOriginal}</summary>`);
      expect(own).not.toContain(t.machine);
      const untranslated = page({ circle: { ...circle, description: { kind: 'untranslated', text: '新刊' } } }, locale);
      expect(untranslated).toContain(`<p lang="ja" class="text">新刊</p><p class="note">${t.untranslated}</p>`);
    });
  }
});
