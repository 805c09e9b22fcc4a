// The generated demo event as plain rows. Rows refer to each other by their index in the generated lists;
// the writer turns indices into database ids.

export type Area = 'EAST' | 'WEST' | 'SOUTH';
export type SpaceSide = 'a' | 'b';
/** Classic checklist codes: 1 = side a left, 2 = a below, 3 = a right, 4 = a above. */
export type TableLayout = 1 | 2 | 3 | 4;

/** A floor-plan rectangle in metres; x grows eastwards and y southwards from the north-west corner of East 1. */
export type MapRect = { mapX: number; mapY: number; mapWidth: number; mapHeight: number };

/** Instants are ISO strings in UTC, so that the data compares and serialises without Date objects. */
export type DemoEventInfo = {
  code: string;
  nameEn: string;
  nameJa: string;
  nameZh: string;
  planValidUntil: string;
  monthlyPriceYen: number;
  campaignPriceYen: number;
  campaignStartsAt: string;
  campaignEndsAt: string;
  freeTrialStartsAt: string;
  freeTrialEndsAt: string;
  createdAt: string;
};

export type DemoDay = { dayNumber: number; date: string };

export type DemoHall = MapRect & { area: Area; number: number; isCorporate: boolean };

/** The rectangle covers the block's desks; the schema has no columns for it yet (see the report). */
export type DemoBlock = MapRect & { hallIndex: number; name: string; isWall: boolean; sortOrder: number };

export type DemoPlacement = MapRect & {
  dayIndex: number;
  blockIndex: number;
  spaceNumber: number;
  side: SpaceSide;
  tableLayout: TableLayout;
  circleIndex: number;
};

export type DemoGenre = { code: number; nameEn: string; nameJa: string; nameZh: string };

export type LotteryStatus = 'SELECTED' | 'NOT_SELECTED';

export type DemoCircle = {
  wcid: number;
  circleNumber: number;
  name: string;
  nameKana: string;
  author: string;
  authorKana: string;
  genreIndex: number;
  description: string;
  supplementComment: string;
  cashless: boolean;
  isAdult: boolean;
  lotteryStatus: LotteryStatus;
  wantsPublication: boolean;
  catalogPage: number | null;
  cutIndex: number | null;
  websiteUrl: string | null;
  pixivUrl: string | null;
  xUrl: string | null;
  createdAt: string;
  updatedAt: string;
};

export type DemoWork = {
  circleIndex: number;
  title: string;
  size: string;
  pages: number | null;
  detail: string;
  priceYen: number | null;
  isNew: boolean;
  isAdult: boolean;
  sortOrder: number;
};

export type ShopKind = 'MAIL_ORDER' | 'EBOOK';
export type DemoShopLink = { circleIndex: number; kind: ShopKind; shopName: string; url: string };

export type DemoExhibitor = MapRect & {
  boothNumber: number;
  name: string;
  nameKana: string;
  overview: string;
  productInfo: string;
  publicUrl: string | null;
  hallIndex: number;
  boothCode: string;
  updatedAt: string;
};

export type DemoEventData = {
  seed: number;
  scale: number;
  event: DemoEventInfo;
  days: DemoDay[];
  halls: DemoHall[];
  blocks: DemoBlock[];
  placements: DemoPlacement[];
  genres: DemoGenre[];
  circles: DemoCircle[];
  works: DemoWork[];
  shopLinks: DemoShopLink[];
  exhibitors: DemoExhibitor[];
};
