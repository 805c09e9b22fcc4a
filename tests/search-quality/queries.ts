/**
 * What visitors type, with the circle they mean: the search quality suite. Each expectation names a
 * circle of the demo event (seed 1, scale 1) by its name, and by its author where the name alone is
 * not unique; `resolveExpected` checks that it names exactly one listed row.
 */
export type QueryKind =
  | 'kanji'
  | 'kana'
  | 'half-width'
  | 'full-width'
  | 'romaji long vowels'
  | 'romaji short vowels'
  | 'romaji spelling'
  | 'english'
  | 'simplified chinese'
  | 'traditional chinese'
  | 'typo'
  | 'author'
  | 'author romaji'
  | 'work title'
  | 'work reading'
  | 'spacing';

export type QualityQuery = { kind: QueryKind; query: string; expect: { name: string; author?: string } };

const q = (kind: QueryKind, query: string, name: string, author?: string): QualityQuery => ({
  kind,
  query,
  expect: author === undefined ? { name } : { name, author },
});

export const QUALITY_QUERIES: readonly QualityQuery[] = [
  q('kanji', '朧月書房', '朧月書房'),
  q('kanji', '青空劇場', '青空劇場'),
  q('kanji', '狐火屋', '狐火屋'),
  q('kanji', '山吹屋敷', '山吹屋敷'),
  q('kanji', '宵闇の記憶', '宵闇の記憶'),
  q('kanji', '月影編集', '月影編集部'),

  q('kana', 'ころころぷりん', 'ころころぷりん'),
  q('kana', 'ゆるゆるねこまんま', 'ゆるゆるねこまんま'),
  q('kana', 'コロコロプリン', 'ころころぷりん'),
  q('kana', 'おぼろづきしょぼう', '朧月書房'),
  q('kana', 'きつねびや', '狐火屋'),
  q('kana', 'ユルユルドングリ', 'ゆるゆるどんぐり'),

  q('half-width', 'ｺﾛｺﾛﾌﾟﾘﾝ', 'ころころぷりん'),
  q('half-width', 'ﾈｵﾝﾙｰﾑ', 'ネオンルーム'),
  q('half-width', 'ﾁｮｺﾐﾝﾄｽﾀｼﾞｵ', 'チョコミントスタジオ'),

  q('full-width', 'Ｓｉｌｖｅｒ Ｃｏｍｅｔ Ｐｕｂｌｉｓｈｉｎｇ', 'Silver Comet Publishing'),
  q('full-width', 'Ｃｌｕｂ 青空', 'Club 青空'),
  q('full-width', 'ＴＥＡＭ 北斗', 'Team 北斗'),

  q('romaji long vowels', 'oborozuki shobou', '朧月書房'),
  q('romaji long vowels', 'tougen kissa', '桃源喫茶'),
  q('romaji long vowels', 'yoiyami no kioku', '宵闇の記憶'),
  q('romaji long vowels', 'okujou no oto', '屋上の音'),
  q('romaji long vowels', 'suishou no onshitsu', '水晶の温室'),

  q('romaji short vowels', 'togen kissa', '桃源喫茶'),
  q('romaji short vowels', 'okujo no oto', '屋上の音'),
  q('romaji short vowels', 'suisho no onshitsu', '水晶の温室'),
  q('romaji short vowels', 'oborozuki shobo', '朧月書房'),
  q('romaji short vowels', 'Tōgen Kissa', '桃源喫茶'),

  q('romaji spelling', 'tukikage hensyuubu', '月影編集部'),
  q('romaji spelling', 'minaduki no hondana', '水無月の本棚'),
  q('romaji spelling', "tougen'kissa", '桃源喫茶'),
  q('romaji spelling', 'kareidosukoopurou', 'カレイドスコープ楼'),
  q('romaji spelling', 'suisyou no onsitu', '水晶の温室'),

  q('english', 'Silver Comet Publishing', 'Silver Comet Publishing'),
  q('english', 'Honey Wizard Society', 'Honey Wizard Society'),
  q('english', 'lunar door press', 'Lunar Door Press'),
  q('english', 'Electric Raven', 'Electric Raven'),
  q('english', 'Scarlet Tulip', 'Scarlet Tulip'),

  q('simplified chinese', '糖果事务所', '糖果事務所'),
  q('simplified chinese', '红莲画廊', '紅蓮画廊'),
  q('simplified chinese', '白银市场', '白銀市場'),
  q('simplified chinese', '饺子小铺', '饺子小铺'),

  q('traditional chinese', '餃子小舖', '饺子小铺'),
  q('traditional chinese', '春日茶館', '春日茶馆'),
  q('traditional chinese', '奶茶俱樂部', '奶茶俱乐部'),
  q('traditional chinese', '竹林小舖', '竹林小铺'),

  q('typo', 'Silver Commet Publishing', 'Silver Comet Publishing'),
  q('typo', 'Honey Wizrad Society', 'Honey Wizard Society'),
  q('typo', 'Electirc Raven', 'Electric Raven'),
  q('typo', 'Scarlett Tulip', 'Scarlet Tulip'),
  q('typo', 'Analog Nebulla Brothers', 'Analog Nebula Brothers'),
  q('typo', 'Amber Lighthuose Room', 'Amber Lighthouse Room'),

  q('author', '秋山光', 'Velvet Rabbit'),
  q('author', '東雲光', '雪月団'),
  q('author', '芹沢薫', 'ゆるゆるねこまんま'),
  q('author', '顧子涵', '紙鶴小舖'),
  q('author', '赵云舒', '糖果事務所'),

  q('author romaji', 'akiyama hikaru', 'Velvet Rabbit'),
  q('author romaji', 'shinonome hikaru', '雪月団'),
  q('author romaji', 'hiiragi hinata', 'はりねずみ屋敷'),
  q('author romaji', 'hoshino kaede', 'Cosmic Bakery Publishing'),
  q('author romaji', 'serizawakaoru', 'ゆるゆるねこまんま'),

  q('work title', 'Royal Pixel Blues', '月影編集部'),
  q('work title', '怪盗が雪になるまで', 'Club 青空'),
  q('work title', 'Whale Sketchbook vol.7', 'Falling Rose Atelier'),
  q('work title', '怪盗とぼくの王子', 'ほかほかぱんだ'),
  q('work title', '駅と街のあいだ', '花火スタジオ'),

  q('work reading', 'kaitou ga yuki ni naru made', 'Club 青空'),
  q('work reading', 'maigo no hanabi', '青空劇場'),
  q('work reading', 'kishi no neko', '屋上の音'),
  q('work reading', 'ryuu to kyoushitsu', '桃源喫茶'),
  q('work reading', 'かいとうがゆきになるまで', 'Club 青空'),

  q('spacing', 'silvercomet publishing', 'Silver Comet Publishing'),
  q('spacing', 'electricraven', 'Electric Raven'),
  q('spacing', 'koro koro purin', 'ころころぷりん'),
  q('spacing', 'ころころ ぷりん', 'ころころぷりん'),
  q('spacing', 'yoiyaminokioku', '宵闇の記憶'),
  q('spacing', 'Lunar Doorpress', 'Lunar Door Press'),
];
