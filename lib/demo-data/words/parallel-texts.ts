/**
 * Japanese texts with the English and Simplified Chinese a circle or exhibitor writing its own translation
 * would give, composed from the same parts (`{genre}` in each language, `{title}` and `{name}` as
 * written), so that the three say the same thing. The Japanese lists of text-templates.ts and
 * exhibitor-words.ts are these, in this order.
 */
export type ParallelText = { ja: string; en: string; zh: string };

export const parallelDescriptions: readonly ParallelText[] = [
  { ja: '{genre}の漫画本を頒布します。', en: 'We are selling {genre} comics.', zh: '发布{genre}的漫画本。' },
  { ja: '{genre}中心のイラスト本とグッズのサークルです。', en: 'A circle of illustration books and goods, mostly {genre}.', zh: '以{genre}为主的插画本与周边社团。' },
  { ja: '新刊は「{title}」です。よろしくお願いします！', en: 'Our new book is “{title}”. Hope to see you there!', zh: '新刊是《{title}》，请多关照！' },
  { ja: '{genre}で活動しています。既刊も少し持っていきます。', en: 'We make {genre} books, and bring a few back issues too.', zh: '在{genre}活动中，也会带少量旧刊。' },
  { ja: 'ゆるい日常漫画と小説を作っています。', en: 'We make laid-back slice-of-life comics and novels.', zh: '制作轻松的日常漫画和小说。' },
  { ja: '{genre}のフルカラーイラスト集を中心に頒布予定です。', en: 'Mostly full-colour {genre} art books.', zh: '预计以{genre}全彩插画集为主发布。' },
  { ja: '初参加です。{genre}の本を一冊持っていきます。', en: 'Our first time here, with one {genre} book.', zh: '第一次参加，带来一本{genre}的本子。' },
  { ja: '合同誌「{title}」を頒布します。寄稿者一同お待ちしております。', en: 'We are selling the anthology “{title}”. All its contributors look forward to seeing you.', zh: '发布合志《{title}》，全体投稿者期待您的光临。' },
];

export const parallelSupplements: readonly ParallelText[] = [
  { ja: '新刊は後日委託予定です。', en: 'The new book will be sold through shops later.', zh: '新刊之后会委托书店贩售。' },
  { ja: 'お釣りのないようご協力いただけると助かります。', en: 'Exact change is a great help.', zh: '请尽量自备零钱，感谢配合。' },
  { ja: '午前中は売り子一名のため、お待たせするかもしれません。', en: 'Only one of us at the desk in the morning, so there may be a wait.', zh: '上午只有一名摊主，可能需要稍等。' },
  { ja: '既刊は少部数のみです。', en: 'Only a few copies of the back issues.', zh: '旧刊只有少量。' },
  { ja: 'スケブは時間があれば受け付けます。', en: 'Sketch requests if time allows.', zh: '有时间的话接受速写委托。' },
  { ja: 'サンプルはpixivに上げています。', en: 'Samples are on pixiv.', zh: '样张已发布在pixiv。' },
];

export const parallelOverviews: readonly ParallelText[] = [
  { ja: '{name}はアニメ・ゲームのグッズを企画・販売しています。', en: '{name} designs and sells goods for anime and games.', zh: '{name}策划并销售动漫与游戏周边。' },
  { ja: '{name}のブースでは新作タイトルの最新情報をお届けします。', en: 'At the {name} booth: the latest news on our new titles.', zh: '{name}展位将带来新作的最新消息。' },
  { ja: '同人作家とのコラボ商品を中心に展開する{name}です。', en: '{name} makes goods together with doujin artists.', zh: '{name}主要推出与同人作者合作的商品。' },
  { ja: '書籍とコミックスの出版社です。会場限定の特典をご用意しています。', en: 'A publisher of books and comics, with extras found only at the venue.', zh: '书籍与漫画出版社，准备了会场限定特典。' },
];

export const parallelProducts: readonly ParallelText[] = [
  { ja: '会場限定タペストリー、アクリルスタンド、缶バッジセットを販売します。', en: 'Venue-only tapestries, acrylic stands and badge sets.', zh: '销售会场限定挂画、亚克力立牌和吧唧套装。' },
  { ja: '新作ゲームの試遊台を設置します。購入者特典あり。', en: 'Play our new game at the booth; a gift with every purchase.', zh: '设有新作游戏试玩台，购买即送特典。' },
  { ja: '描き下ろしイラストの複製原画とクリアファイルを販売します。', en: 'Prints of newly drawn illustrations, and clear files.', zh: '销售全新绘制插画的复制原画与文件夹。' },
  { ja: '画集・設定資料集の先行販売を行います。', en: 'Art books and setting books, on sale here first.', zh: '画集与设定资料集在此先行发售。' },
];

export const japaneseOf = (texts: readonly ParallelText[]): readonly string[] => texts.map((text) => text.ja);
