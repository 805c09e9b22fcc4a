import { japaneseOf, parallelDescriptions, parallelSupplements } from '@/lib/demo-data/words/parallel-texts';

/**
 * Sentences in the four written forms the demo mixes: Japanese, English, simplified and traditional
 * Chinese. `{genre}` is the genre name in that language, `{title}` a work title.
 */
export type Script = 'ja' | 'en' | 'zhHans' | 'zhHant';
export type ScriptTexts = Record<Script, readonly string[]>;

export const descriptions: ScriptTexts = {
  ja: japaneseOf(parallelDescriptions),
  en: [
    'Comics and illustration books for {genre}.',
    'We make {genre} fan comics and small goods.',
    'New book: "{title}". See you at the venue!',
    'Full-colour art books and postcards, {genre} mostly.',
    'Our first time here, with one new {genre} book.',
    'A small circle of friends making zines about {genre}.',
  ],
  zhHans: [
    '主要发布{genre}相关的漫画本。',
    '本社团主要制作{genre}插画本和周边。',
    '新刊《{title}》，欢迎来摊位看看！',
    '第一次参加，带来{genre}的新本子。',
    '以原创插画和小说为主，也有少量周边。',
  ],
  zhHant: [
    '主要發布{genre}相關的漫畫本。',
    '本社團主要製作{genre}插畫本和周邊。',
    '新刊《{title}》，歡迎來攤位看看！',
    '第一次參加，帶來{genre}的新本子。',
    '以原創插畫和小說為主，也有少量周邊。',
  ],
};

export const supplementComments: ScriptTexts = {
  ja: japaneseOf(parallelSupplements),
  en: ['Cashless payments accepted.', 'The new book may sell out early.', 'Samples are on our pixiv page.', 'Sketch requests if time allows.'],
  zhHans: ['现场支持扫码支付。', '新刊之后会上架通贩。', '样张已发布在pixiv。'],
  zhHant: ['新刊預計委託販售。', '現場支援行動支付。', '樣張已發布在pixiv。'],
};

/** What a work is, for its detail line. */
export const bookKinds: ScriptTexts = {
  ja: ['新刊', '既刊', '再録本', '合同誌', 'イラスト集', '漫画', '小説', 'コピー本'],
  en: ['New book', 'Back issue', 'Anthology', 'Art book', 'Comic', 'Novel', 'Photocopied zine'],
  zhHans: ['新刊', '旧刊', '合志', '画集', '漫画', '小说'],
  zhHant: ['新刊', '舊刊', '合誌', '畫集', '漫畫', '小說'],
};

export const colourNotes: ScriptTexts = {
  ja: ['オールカラー', '表紙カラー・本文モノクロ', 'モノクロ'],
  en: ['full colour', 'colour cover, black-and-white inside', 'black and white'],
  zhHans: ['全彩', '彩封黑白内页'],
  zhHant: ['全彩', '彩封黑白內頁'],
};

export const goodsNames: ScriptTexts = {
  ja: ['アクリルスタンド', 'アクリルキーホルダー', 'ポストカードセット', 'タペストリー', '缶バッジ', 'ステッカー'],
  en: ['Acrylic stand', 'Acrylic keychain', 'Postcard set', 'Tapestry', 'Button badge', 'Sticker sheet'],
  zhHans: ['亚克力立牌', '亚克力挂件', '明信片套装', '挂画', '吧唧', '贴纸'],
  zhHant: ['壓克力立牌', '壓克力吊飾', '明信片組', '掛畫', '徽章', '貼紙'],
};

export const pageUnit: Record<Script, string> = { ja: 'P', en: ' pages', zhHans: '页', zhHant: '頁' };
export const adultNote: Record<Script, string> = { ja: '成人向け', en: 'adults only', zhHans: '成人向', zhHant: '成人向' };
