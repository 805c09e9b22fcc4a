import { placementOrder, type SearchableCircle } from '@/lib/search';

type Overrides = Partial<SearchableCircle> & Pick<SearchableCircle, 'id' | 'name'>;

/** Row `id` stands at space `id` of block E:ア on day 1 unless told otherwise. */
export function circle(overrides: Overrides): SearchableCircle {
  const { id } = overrides;
  return {
    wcid: 1000 + id,
    isBooth: false,
    nameKana: '',
    author: '',
    authorKana: '',
    workTitles: [],
    description: '',
    genreCode: 999,
    cashless: false,
    isAdult: false,
    updatedAt: Date.UTC(2025, 0, 1) + id * 60_000,
    placements: [
      { day: 1, hall: 'E1', block: 'E:ア', order: placementOrder({ day: 1, hallRank: 0, blockRank: 0, spaceNumber: id, side: 'a' }) },
    ],
    ...overrides,
  };
}

/** A small catalogue in three scripts whose expected search results are written by hand. */
export const FIXED_CORPUS: readonly SearchableCircle[] = [
  circle({
    id: 1,
    name: '東方幻想研究会',
    nameKana: 'トウホウゲンソウケンキュウカイ',
    author: '佐藤 真一',
    authorKana: 'さとう しんいち',
    workTitles: ['幻想郷めぐり', 'Scarlet Notes'],
    genreCode: 234,
  }),
  circle({ id: 2, name: 'とーほー堂', nameKana: 'とーほーどう', author: 'ぽち', authorKana: 'ぽち', genreCode: 234 }),
  circle({
    id: 3,
    name: '新海工房',
    nameKana: 'しんかいこうぼう',
    author: '高橋 京子',
    authorKana: 'たかはし きょうこ',
    workTitles: ['星の海'],
  }),
  circle({
    id: 4,
    name: 'Dragon Lab',
    nameKana: 'ドラゴンラボ',
    author: 'Alice Carter',
    workTitles: ['Midnight Lantern Artbook'],
    description: 'Original fantasy comics',
  }),
  circle({ id: 5, name: 'Silver Comet', author: 'Brian Evans', workTitles: ['Clockwork Sparrow'] }),
  circle({ id: 6, name: '漫畫研究會', author: '陳志偉', workTitles: ['銀河畫集'], description: '原創漫畫與周邊' }),
  circle({ id: 7, name: '动漫爱好会', author: '林雅婷', workTitles: ['樱花本'] }),
  circle({ id: 8, name: 'ガンダム工房', nameKana: 'がんだむこうぼう', author: '田中 翔', authorKana: 'たなか しょう', genreCode: 531 }),
  circle({ id: 9, name: 'きょうの猫', nameKana: 'きょうのねこ', author: 'みかん', authorKana: 'みかん' }),
  circle({ id: 10, name: 'Crystal Garden', author: 'Grace Hughes', workTitles: ['Thunder Whisper Zine'] }),
  circle({ id: 11, name: '桜茶屋', nameKana: 'さくらちゃや', author: '鈴木 花子', authorKana: 'すずき はなこ', workTitles: ['東方アンソロジー'] }),
  circle({ id: 12, name: 'Ｐｉｘｅｌ Ｈａｒｂｏｒ', author: 'Jonas Park' }),
  circle({ id: 13, name: '月光', nameKana: 'げっこう', author: '小林 蓮', authorKana: 'こばやし れん', description: 'Touhou fan comics' }),
  circle({ id: 14, name: 'こんにちは屋', nameKana: 'こんにちはや', author: 'あんず', authorKana: 'あんず' }),
  circle({ id: 15, name: 'キッチン雪', nameKana: 'きっちんゆき', author: '大野 葵', authorKana: 'おおの あおい' }),
  circle({
    id: 16,
    name: 'ドラゴンゲームス',
    nameKana: 'どらごんげーむす',
    isBooth: true,
    description: '新作ゲームの試遊',
    placements: [
      { day: 1, hall: 'W3', block: '', order: placementOrder({ day: 1, hallRank: 10, blockRank: 0, spaceNumber: 1, side: 'a' }) },
      { day: 2, hall: 'W3', block: '', order: placementOrder({ day: 2, hallRank: 10, blockRank: 0, spaceNumber: 1, side: 'a' }) },
    ],
  }),
];
