import { chineseWords, plain, words } from '@/lib/demo-data/words/word-list';

/** Family-name halves of Japanese pen names. */
export const japaneseFamilyNames = words(`
  月島:つきしま 春野:はるの 白石:しろいし 桜井:さくらい 夏目:なつめ 秋山:あきやま 冬木:ふゆき 水瀬:みなせ
  雪村:ゆきむら 星野:ほしの 藤原:ふじわら 小鳥遊:たかなし 天野:あまの 七瀬:ななせ 一ノ瀬:いちのせ 九条:くじょう
  神崎:かんざき 綾瀬:あやせ 朝比奈:あさひな 葉月:はづき 柊:ひいらぎ 如月:きさらぎ 東雲:しののめ 宮下:みやした
  森川:もりかわ 高坂:こうさか 椎名:しいな 黒川:くろかわ 白鳥:しらとり 鳴海:なるみ 望月:もちづき 御影:みかげ
  早瀬:はやせ 真白:ましろ 三条:さんじょう 桐谷:きりたに 久遠:くおん 霧島:きりしま 氷室:ひむろ 紫藤:しとう
  大和:やまと 榊:さかき 楠:くすのき 芹沢:せりざわ 日向:ひなた 青葉:あおば 若葉:わかば 柏木:かしわぎ
  風見:かざみ 時雨:しぐれ 有栖川:ありすがわ 百瀬:ももせ 千早:ちはや 橘:たちばな
`);

export const japaneseGivenNames = words(`
  ゆう あかり みなと ひより つばさ しずく れん かなで ゆずき あおい まこと ちひろ はるか なぎ そら りん
  こはる みお いつき ゆい 透:とおる 薫:かおる 蓮:れん 悠:ゆう 葵:あおい 凛:りん 湊:みなと 陽向:ひなた
  紬:つむぎ 樹:いつき 響:ひびき 雫:しずく 光:ひかる 翼:つばさ 詩織:しおり 真琴:まこと 千尋:ちひろ
  遥:はるか 渚:なぎさ 楓:かえで ユウ ミナ レイ カイ
`);

/** One-word pen names. */
export const japaneseHandles = words(`
  みかん ナツメ ぽち こたつ むぎ もなか あんず くるみ しぐれ ひなげし マロ ぴよ ノア ユキ チョコ ミント
  シロ クロ タマ さくらもち ねむ たぬきち ペン太:ぺんた 猫又:ねこまた 豆太郎:まめたろう 雨宮:あまみや
  鴉:からす 梟:ふくろう 兎月:うづき 半熟:はんじゅく 茶々丸:ちゃちゃまる 小春日和:こはるびより
`);

export const englishHandles = plain(`
  Ryo Kei Mika nekomata Aoi_K Sora pixelfox Tomo Yuki Haru K.Aoi mintcat Nao Ren Saku Luna Milo Jun Akira
  inkwell nightowl paperplane bluebird Rin Kai Noa sugarcube moonrabbit tanuki_p Chiaki.S Hal Mochi
  Eri_T lemonsoda owlbear J.Hoshi Sumi Kuro Tsubame
`);

export const chineseFamilyNames = chineseWords(`
  林 陈|陳 王 李 张|張 刘|劉 杨|楊 黄|黃 赵|趙 周 吴|吳 徐 孙|孫 沈 苏|蘇 叶|葉 白 顾|顧 江 许|許
`);

export const chineseGivenNames = chineseWords(`
  小雨 子涵 若曦 一鸣|一鳴 思远|思遠 雨桐 嘉怡 浩然 晓月|曉月 梦琪|夢琪 诗涵|詩涵 星辰 墨白 清欢|清歡
  知秋 云舒|雲舒 青衫 南乔|南喬 听雪|聽雪 半夏
`);

/** One-word Chinese pen names. */
export const chinesePenNames = chineseWords(`
  白鹭|白鷺 喵呜|喵嗚 咕咕 鸽子|鴿子 柚子茶 阿猫|阿貓 小熊软糖|小熊軟糖 鱼丸|魚丸 芋泥 月半 三分糖 不吃香菜
`);
