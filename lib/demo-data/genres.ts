import type { DemoGenre } from '@/lib/demo-data/types';

/**
 * The genre list of a recent event (domain notes) plus VTuber, ウマ娘 and ブルーアーカイブ, whose real codes
 * are not public: 237, 335 and 336 are invented next to their neighbours. `weight` is the relative number
 * of circles, `adultShare` the share of circles that mostly sell adult works.
 */
export type GenreSpec = DemoGenre & { weight: number; adultShare: number };

type Row = readonly [code: number, ja: string, en: string, zh: string, weight: number, adultShare: number];

const rows: readonly Row[] = [
  [111, '創作(少年)', 'Original (shōnen)', '原创(少年)', 7, 0.04],
  [112, '創作(少女)', 'Original (shōjo)', '原创(少女)', 3, 0.02],
  [113, '創作(JUNE/BL)', 'Original (JUNE/BL)', '原创(JUNE/BL)', 6, 0.2],
  [114, '歴史・創作(文芸・小説)', 'History and original (literature, novels)', '历史・原创(文艺・小说)', 4, 0],
  [115, '学漫', 'University manga clubs', '学漫(大学漫研)', 1, 0],
  [116, 'オリジナル雑貨', 'Original goods', '原创杂货', 4, 0],
  [211, 'ギャルゲー', 'Visual novels (bishōjo games)', '美少女游戏', 2, 0.2],
  [212, 'デジタル(その他)', 'Digital (other)', '数码(其他)', 3, 0.02],
  [213, '同人ソフト', 'Doujin software', '同人软件', 2, 0.02],
  [221, 'TYPE-MOON', 'TYPE-MOON', 'TYPE-MOON', 3, 0.08],
  [232, 'アイドルマスター', 'THE IDOLM@STER', '偶像大师', 5, 0.1],
  [233, 'ラブライブ！', 'Love Live!', 'LoveLive!', 3, 0.05],
  [234, '東方Project', 'Touhou Project', '东方Project', 7, 0.08],
  [237, 'VTuber', 'VTuber', '虚拟主播(VTuber)', 5, 0.06],
  [300, 'ゲーム(その他)', 'Games (other)', '游戏(其他)', 6, 0.05],
  [311, 'ゲーム(電源不要)', 'Tabletop games', '桌游(非电子游戏)', 2, 0],
  [312, 'ゲーム(ネット・ソーシャル)', 'Online and social games', '游戏(网络・社交)', 6, 0.06],
  [313, 'ゲーム(RPG)', 'Games (RPG)', '游戏(RPG)', 3, 0.04],
  [314, 'ゲーム(恋愛)', 'Games (romance)', '游戏(恋爱)', 1.5, 0.15],
  [321, 'スクウェア・エニックス(RPG)', 'Square Enix (RPG)', '史克威尔艾尼克斯(RPG)', 2, 0.03],
  [331, '艦これ', 'KanColle', '舰队Collection', 3, 0.1],
  [332, '刀剣乱舞', 'Touken Ranbu', '刀剑乱舞', 5, 0.06],
  [334, 'アズールレーン', 'Azur Lane', '碧蓝航线', 2, 0.1],
  [335, 'ウマ娘', 'Uma Musume', '赛马娘', 4, 0.04],
  [336, 'ブルーアーカイブ', 'Blue Archive', '蔚蓝档案', 6, 0.12],
  [400, 'FC(ジャンプその他)', 'Fan comics (Jump, other)', '同人(Jump其他)', 5, 0.06],
  [432, 'ハイキュー！！', 'Haikyu!!', '排球少年！！', 3, 0.06],
  [500, 'アニメ(その他)', 'Anime (other)', '动画(其他)', 5, 0.05],
  [511, 'アニメ(少女)', 'Anime (shōjo)', '动画(少女)', 1.5, 0.03],
  [531, 'ガンダム', 'Gundam', '高达', 2, 0.03],
  [600, '評論・情報', 'Criticism and information', '评论・资讯', 6, 0],
  [611, '鉄道・旅行・メカミリ', 'Railways, travel, mecha and military', '铁道・旅行・机械军事', 4, 0],
  [700, 'TV・映画・芸能・特撮', 'TV, film, entertainment and tokusatsu', '电视・电影・演艺・特摄', 4, 0.03],
  [711, '音楽', 'Music', '音乐', 2, 0],
  [811, 'FC(小説)', 'Fan comics (novels)', '同人(小说)', 2, 0.05],
  [812, 'FC(少年)', 'Fan comics (shōnen)', '同人(少年)', 6, 0.06],
  [813, 'FC(少女・青年)', 'Fan comics (shōjo, seinen)', '同人(少女・青年)', 4, 0.06],
  [836, '名探偵コナン', 'Detective Conan', '名侦探柯南', 2, 0.04],
  [911, 'コスプレ', 'Cosplay', 'Cosplay(角色扮演)', 3, 0.05],
  [912, '男性向', 'For men (adult-oriented)', '男性向', 10, 0.55],
  [999, 'ノンジャンル', 'No genre', '无类别', 1, 0.02],
];

export const genreSpecs: readonly GenreSpec[] = rows.map(([code, nameJa, nameEn, nameZh, weight, adultShare]) => ({
  code,
  nameJa,
  nameEn,
  nameZh,
  weight,
  adultShare,
}));
