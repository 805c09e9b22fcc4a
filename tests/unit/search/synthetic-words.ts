// Word lists for the synthetic catalogue. Japanese words carry their reading so that generated names
// and readings agree, as they do in real data; Chinese words come in traditional and simplified form.

export type JapaneseWord = readonly [text: string, reading: string];
export type ChineseWord = readonly [traditional: string, simplified: string];

export const JAPANESE_WORDS: readonly JapaneseWord[] = [
  ['東方', 'とうほう'], ['幻想', 'げんそう'], ['研究', 'けんきゅう'], ['工房', 'こうぼう'], ['新海', 'しんかい'],
  ['星', 'ほし'], ['月', 'つき'], ['夜', 'よる'], ['猫', 'ねこ'], ['桜', 'さくら'], ['空', 'そら'], ['海', 'うみ'],
  ['花', 'はな'], ['雪', 'ゆき'], ['風', 'かぜ'], ['森', 'もり'], ['光', 'ひかり'], ['影', 'かげ'], ['夢', 'ゆめ'],
  ['白', 'しろ'], ['黒', 'くろ'], ['青', 'あお'], ['紅', 'くれない'], ['京', 'きょう'], ['本舗', 'ほんぽ'],
  ['一番', 'いちばん'], ['真心', 'まごころ'], ['電脳', 'でんのう'], ['少女', 'しょうじょ'], ['学園', 'がくえん'],
  ['恋', 'こい'], ['雨', 'あめ'], ['金魚', 'きんぎょ'], ['狐', 'きつね'], ['鉄道', 'てつどう'], ['機械', 'きかい'],
  ['魔法', 'まほう'], ['剣', 'けん'], ['竜', 'りゅう'], ['王国', 'おうこく'], ['神社', 'じんじゃ'], ['茶屋', 'ちゃや'],
  ['硝子', 'がらす'], ['珈琲', 'こーひー'], ['流星', 'りゅうせい'], ['時計', 'とけい'], ['夏', 'なつ'], ['冬', 'ふゆ'],
  ['ドラゴン', 'どらごん'], ['ラボ', 'らぼ'], ['スタジオ', 'すたじお'], ['ガーデン', 'がーでん'], ['カフェ', 'かふぇ'],
  ['マジック', 'まじっく'], ['ロケット', 'ろけっと'], ['パレット', 'ぱれっと'], ['キッチン', 'きっちん'], ['ノート', 'のーと'],
  ['きのこ', 'きのこ'], ['ぴよぴよ', 'ぴよぴよ'], ['もふもふ', 'もふもふ'], ['ねむねむ', 'ねむねむ'], ['こんにちは', 'こんにちは'],
  ['しんいち', 'しんいち'], ['きょうこ', 'きょうこ'],
];

export const JAPANESE_SUFFIXES: readonly JapaneseWord[] = [
  ['屋', 'や'], ['堂', 'どう'], ['亭', 'てい'], ['会', 'かい'], ['組', 'ぐみ'], ['館', 'かん'], ['舎', 'しゃ'],
  ['の会', 'のかい'], ['倶楽部', 'くらぶ'], ['製作所', 'せいさくしょ'], ['', ''], ['', ''], ['', ''],
];

export const JAPANESE_SURNAMES: readonly JapaneseWord[] = [
  ['佐藤', 'さとう'], ['鈴木', 'すずき'], ['高橋', 'たかはし'], ['田中', 'たなか'], ['渡辺', 'わたなべ'], ['伊藤', 'いとう'],
  ['山本', 'やまもと'], ['中村', 'なかむら'], ['小林', 'こばやし'], ['加藤', 'かとう'], ['大野', 'おおの'], ['本田', 'ほんだ'],
];

export const JAPANESE_GIVEN_NAMES: readonly JapaneseWord[] = [
  ['太郎', 'たろう'], ['花子', 'はなこ'], ['真一', 'しんいち'], ['健一', 'けんいち'], ['美咲', 'みさき'], ['翔', 'しょう'],
  ['優', 'ゆう'], ['京子', 'きょうこ'], ['純一', 'じゅんいち'], ['陽菜', 'ひな'], ['蓮', 'れん'], ['葵', 'あおい'],
];

export const HANDLE_NAMES: readonly JapaneseWord[] = [
  ['みかん', 'みかん'], ['ぽち', 'ぽち'], ['ユウキ', 'ゆうき'], ['しろくま', 'しろくま'], ['コータ', 'こーた'],
  ['あんず', 'あんず'], ['ケイ', 'けい'], ['とーふ', 'とーふ'],
];

export const ENGLISH_WORDS: readonly string[] = [
  'dragon', 'castle', 'moon', 'star', 'garden', 'studio', 'lab', 'factory', 'club', 'society', 'project', 'magic',
  'shadow', 'crystal', 'forest', 'ocean', 'silver', 'golden', 'midnight', 'paper', 'ink', 'pixel', 'lantern',
  'comet', 'harbor', 'meadow', 'velvet', 'ember', 'frost', 'thunder', 'whisper', 'orchid', 'rabbit', 'clockwork',
  'nebula', 'sparrow', 'tempest', 'willow', 'marble', 'saffron', 'lighthouse', 'circus', 'voyage', 'echo', 'atlas',
  'phantom', 'labyrinth', 'aurora', 'cinder', 'meteor', 'orbit', 'prism', 'quartz', 'raven', 'summit', 'tundra',
];

export const ENGLISH_FIRST_NAMES: readonly string[] = [
  'Alice', 'Brian', 'Chloe', 'Daniel', 'Emma', 'Felix', 'Grace', 'Henry', 'Isabel', 'Jonas', 'Kevin', 'Laura',
  'Marcus', 'Nadia', 'Oliver', 'Priya',
];

export const ENGLISH_LAST_NAMES: readonly string[] = [
  'Anderson', 'Baker', 'Carter', 'Dawson', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Ivanova', 'Jensen', 'Kowalski',
  'Larsen', 'Morgan', 'Nakamura', 'Owens', 'Park',
];

export const CHINESE_WORDS: readonly ChineseWord[] = [
  ['漫畫', '漫画'], ['研究會', '研究会'], ['東方', '东方'], ['愛好', '爱好'], ['學園', '学园'], ['貓', '猫'], ['龍', '龙'],
  ['鳳凰', '凤凰'], ['書館', '书馆'], ['電腦', '电脑'], ['動漫', '动漫'], ['夢想', '梦想'], ['櫻花', '樱花'], ['雲', '云'],
  ['風', '风'], ['飛', '飞'], ['燈', '灯'], ['劍', '剑'], ['魚', '鱼'], ['鳥', '鸟'], ['藝術', '艺术'], ['遊戲', '游戏'],
  ['畫集', '画集'], ['銀河', '银河'], ['時光', '时光'], ['靈', '灵'], ['門', '门'], ['島', '岛'],
];

export const CHINESE_SURNAMES: readonly ChineseWord[] = [
  ['陳', '陈'], ['林', '林'], ['黃', '黄'], ['張', '张'], ['劉', '刘'], ['吳', '吴'], ['楊', '杨'], ['趙', '赵'],
];

export const CHINESE_GIVEN_NAMES: readonly ChineseWord[] = [
  ['志偉', '志伟'], ['雅婷', '雅婷'], ['家豪', '家豪'], ['怡君', '怡君'], ['俊傑', '俊杰'], ['淑華', '淑华'],
];

export const WORK_SUFFIXES_JA: readonly string[] = ['合同誌', '画集', '総集編', '漫画', '小説', 'イラスト本', 'アンソロジー'];
export const WORK_SUFFIXES_EN: readonly string[] = ['Artbook', 'Anthology', 'Collection', 'Vol.', 'Sketchbook', 'Zine'];

export const DESCRIPTION_JA: readonly string[] = [
  'オリジナル漫画を頒布します', '新刊あります', '既刊とグッズを持っていきます', 'イラスト本とアクキー',
  '本日はよろしくお願いします', 'キャッシュレス対応',
];
export const DESCRIPTION_EN: readonly string[] = [
  'Original comics and art prints', 'New book this time', 'Stickers and postcards', 'Fan comics in English',
];
export const DESCRIPTION_ZH: readonly string[] = ['原創漫畫與周邊', '新刊預售', '插畫本和明信片', '同人誌首發'];

export const GENRE_CODES: readonly number[] = [
  111, 112, 113, 114, 115, 116, 211, 212, 213, 221, 232, 233, 234, 300, 311, 312, 313, 314, 321, 331, 332, 334, 400,
  432, 500, 511, 531, 600, 611, 700, 711, 811, 812, 813, 836, 911, 912, 999,
];

export const COMPANY_NAMES: readonly JapaneseWord[] = [
  ['株式会社あおぞら出版', 'かぶしきがいしゃあおぞらしゅっぱん'], ['ドラゴンゲームス', 'どらごんげーむす'],
  ['星月アニメーション', 'ほしつきあにめーしょん'], ['Silver Comet Entertainment', ''], ['Pixel Harbor Inc.', ''],
  ['東方グッズ専門店', 'とうほうぐっずせんもんてん'],
];
