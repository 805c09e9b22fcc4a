import { chineseWords, plain } from '@/lib/demo-data/words/word-list';

export const japaneseTitleNouns = plain(`
  夏 星 約束 放課後 海 檸檬 雨 夜明け 手紙 魔法 図書館 花火 迷子 秘密 恋 夢 月 猫 休日 旅 帰り道 屋上 教室
  季節 記憶 世界 終わり 始まり 王子 姫 騎士 竜 魔女 探偵 怪盗 天使 悪魔 幽霊 妖怪 喫茶店 列車 駅 港 街 森
  庭 部屋 窓 鍵 扉 花束 嘘 日常 おやつ ごはん 宝石 人魚 箱庭 灯台 流れ星 雪 桜 向日葵 金魚 風鈴 祭り
`);

/** `{a}` and `{b}` are filled with title nouns. */
export const japaneseTitlePatterns = plain(`
  {a}の{b} {a}と{b} {a}が{b}になるまで {a}日和 いつかの{a} {a}をもう一度 ひみつの{a} {a}とぼくの{b}
  さよなら{a} {a}事件簿 {a}観察日記 {a}合同誌 {a}のある生活 {a}に恋して 真夜中の{a} はじめての{a}
  {a}のしっぽ {a}と{b}のあいだ {a}ノート {a}シンドローム
`);

export const englishTitlePatterns = plain(`
  {Adj}_{Noun} The_{Adj}_{Noun} {Noun}_of_the_{Noun} A_{Adj}_{Noun} {Noun}_and_{Noun} After_the_{Noun}
  {Noun}_Diaries {Adj}_Days Notes_on_{Noun} {Noun}_Sketchbook {Adj}_{Noun}_Blues Under_the_{Adj}_{Noun}
`);

export const chineseTitleNouns = chineseWords(`
  夏天 星星 约定|約定 放学后|放學後 大海 雨天 黎明 信 魔法 图书馆|圖書館 烟火|煙火 秘密 恋爱|戀愛 梦|夢 月亮
  猫|貓 旅行 回忆|回憶 世界 故事 少年 少女 骑士|騎士 龙|龍 魔女 侦探|偵探 幽灵|幽靈 咖啡馆|咖啡館 列车|列車
  车站|車站 港口 森林 花园|花園 钥匙|鑰匙 日常 宝石|寶石 人鱼|人魚 灯塔|燈塔 流星 雪 樱花|櫻花 金鱼|金魚
`);

/** Simplified and traditional pattern pairs, `{a}` and `{b}` filled with title nouns of the same script. */
export const chineseTitlePatterns: readonly (readonly [string, string])[] = [
  ['{a}的{b}', '{a}的{b}'],
  ['{a}物语', '{a}物語'],
  ['{a}手记', '{a}手記'],
  ['关于{a}的{b}', '關於{a}的{b}'],
  ['{a}日记', '{a}日記'],
  ['和{a}一起的{b}', '和{a}一起的{b}'],
  ['{a}与{b}', '{a}與{b}'],
  ['再见，{a}', '再見，{a}'],
  ['{a}观察笔记', '{a}觀察筆記'],
];
