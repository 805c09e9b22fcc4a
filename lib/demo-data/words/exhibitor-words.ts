import type { ScriptTexts } from '@/lib/demo-data/words/text-templates';
import { words } from '@/lib/demo-data/words/word-list';
import { japaneseOf, parallelOverviews, parallelProducts } from '@/lib/demo-data/words/parallel-texts';

/** Endings of Japanese company names, read in katakana as company names usually are. */
export const japaneseCompanyTails = words(`
  出版:シュッパン 書店:ショテン 文庫:ブンコ ゲームス:ゲームス エンターテインメント:エンターテインメント
  アニメーション:アニメーション ミュージック:ミュージック ホビー:ホビー 企画:キカク 製作委員会:セイサクイインカイ
  ソフト:ソフト ピクチャーズ:ピクチャーズ
`);

export const englishCompanyTails = words(`
  Games:ゲームズ Interactive:インタラクティブ Entertainment:エンターテインメント Publishing:パブリッシング
  Works:ワークス Pictures:ピクチャーズ Media:メディア Toys:トイズ Records:レコーズ
`);

/** Simplified and traditional endings of Chinese company names with their readings. */
export const chineseCompanyTails: readonly (readonly [string, string, string])[] = [
  ['文化', '文化', 'ウェンホア'],
  ['游戏', '遊戲', 'ヨウシー'],
  ['动漫', '動漫', 'ドンマン'],
  ['互娱', '互娛', 'フーユー'],
  ['影业', '影業', 'インイエ'],
];

export const exhibitorOverviews: ScriptTexts = {
  ja: japaneseOf(parallelOverviews),
  en: [
    '{name} designs and sells goods for anime and games.',
    'Visit {name} for the latest news on our upcoming titles.',
    'An indie publisher working with doujin artists on art books and games.',
  ],
  zhHans: ['{name}是一家动漫周边与游戏发行公司。', '{name}展位将公布新作游戏的最新消息。'],
  zhHant: ['{name}是一家動漫周邊與遊戲發行公司。', '{name}攤位將公布新作遊戲的最新消息。'],
};

export const exhibitorProducts: ScriptTexts = {
  ja: japaneseOf(parallelProducts),
  en: ['Limited tapestries, acrylic stands and badge sets.', 'Play the demo of our new game at the booth.', 'Art books and soundtrack CDs, first sold here.'],
  zhHans: ['展位限定周边：亚克力立牌、徽章、海报。', '新作游戏试玩与限定特典。'],
  zhHant: ['攤位限定周邊：壓克力立牌、徽章、海報。', '新作遊戲試玩與限定特典。'],
};
