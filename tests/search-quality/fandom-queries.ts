/**
 * One fandom typed in each of its written forms: Japanese, kana, romaji, English, Simplified and
 * Traditional Chinese, abbreviations. Every form of a group should find the same circles (the genre's,
 * and those naming the fandom), ranked alike: `measureFandoms` says how far they agree.
 */
export type FandomGroup = { fandom: string; genreCode: number; forms: readonly string[] };

export const FANDOM_GROUPS: readonly FandomGroup[] = [
  { fandom: 'Uma Musume', genreCode: 335, forms: ['ウマ娘', 'uma musume', 'umamusume', '赛马娘', '賽馬娘', 'うまむすめ', 'Uma Musume Pretty Derby'] },
  { fandom: 'Touhou Project', genreCode: 234, forms: ['東方', 'touhou', 'とうほう', 'touhou project', '東方Project', '东方', 'トウホウ'] },
  { fandom: 'KanColle', genreCode: 331, forms: ['艦これ', 'kancolle', '舰队collection', '艦隊これくしょん', 'かんこれ', 'Kantai Collection', '艦隊收藏'] },
  { fandom: 'Blue Archive', genreCode: 336, forms: ['ブルアカ', 'blue archive', '蔚蓝档案', '蔚藍檔案', 'ブルーアーカイブ', 'bluearchive'] },
  { fandom: 'THE IDOLM@STER', genreCode: 232, forms: ['アイマス', 'アイドルマスター', 'idolmaster', 'THE IDOLM@STER', '偶像大师', 'imas'] },
  { fandom: 'Azur Lane', genreCode: 334, forms: ['アズレン', 'azur lane', '碧蓝航线', '碧藍航線', 'アズールレーン'] },
  { fandom: 'Touken Ranbu', genreCode: 332, forms: ['刀剣乱舞', 'touken ranbu', '刀剑乱舞', 'とうらぶ', '刀劍亂舞'] },
  { fandom: 'Love Live!', genreCode: 233, forms: ['ラブライブ', 'love live', 'lovelive', 'LoveLive!', 'らぶらいぶ'] },
  { fandom: 'Haikyu!!', genreCode: 432, forms: ['ハイキュー', 'haikyuu', 'Haikyu!!', '排球少年'] },
  { fandom: 'Detective Conan', genreCode: 836, forms: ['コナン', '名探偵コナン', 'detective conan', '名侦探柯南', '名偵探柯南'] },
  { fandom: 'Gundam', genreCode: 531, forms: ['ガンダム', 'gundam', '高达', '鋼彈'] },
  { fandom: 'VTuber', genreCode: 237, forms: ['vtuber', 'VTuber', '虚拟主播', 'ぶいちゅーばー'] },
  { fandom: 'TYPE-MOON', genreCode: 221, forms: ['type-moon', 'typemoon', '型月', 'タイプムーン'] },
];

export type FandomResult = {
  groups: number;
  forms: number;
  /** Mean over groups of the mean Jaccard overlap of the result sets of every pair of forms. */
  consistency: number;
  /** Share of groups whose forms all give the same first page, in the same order. */
  sameFirstPage: number;
  /** Mean share of the genre's rows that a form finds. */
  genreRecall: number;
  worst: { fandom: string; overlap: number };
};

function jaccard(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let common = 0;
  for (const id of a) if (b.has(id)) common++;
  return common / (a.size + b.size - common);
}

/**
 * `all(form)` gives every id a form finds, `page(form)` its first page by score; `genreIds(code)` the
 * genre's rows.
 */
export function measureFandoms(
  groups: readonly FandomGroup[],
  all: (keyword: string) => ReadonlySet<number>,
  page: (keyword: string) => readonly number[],
  genreIds: (code: number) => ReadonlySet<number>,
): FandomResult {
  let consistency = 0;
  let samePages = 0;
  let recall = 0;
  let forms = 0;
  let worst = { fandom: '', overlap: 1 };
  for (const group of groups) {
    const sets = group.forms.map(all);
    const pages = group.forms.map((form) => page(form).join(','));
    const genre = genreIds(group.genreCode);
    let pairs = 0;
    let overlap = 0;
    sets.forEach((set, i) => {
      let found = 0;
      for (const id of genre) if (set.has(id)) found++;
      recall += genre.size === 0 ? 1 : found / genre.size;
      forms++;
      for (let j = i + 1; j < sets.length; j++) {
        overlap += jaccard(set, sets[j] ?? new Set());
        pairs++;
      }
    });
    const mean = pairs === 0 ? 1 : overlap / pairs;
    if (mean < worst.overlap) worst = { fandom: group.fandom, overlap: mean };
    consistency += mean;
    if (pages.every((p) => p === pages[0])) samePages++;
  }
  const n = Math.max(groups.length, 1);
  return { groups: groups.length, forms, consistency: consistency / n, sameFirstPage: samePages / n, genreRecall: recall / Math.max(forms, 1), worst };
}

export function fandomLine(result: FandomResult): string {
  return `fandom consistency=${result.consistency.toFixed(3)} same_first_page=${result.sameFirstPage.toFixed(3)} genre_recall=${result.genreRecall.toFixed(3)} groups=${result.groups} forms=${result.forms} worst=${result.worst.fandom}:${result.worst.overlap.toFixed(3)}`;
}
