import type { OrganiserFandom } from '@/lib/search';
// One event's catalogue as plain rows, the shape between the exchange format and the database. Rows refer
// to each other by their index in these lists; writers turn indices into database ids. The demo generator
// builds the same shape, and the importer reads the format into it (docs/catalogue-format.md).
import type { CircleOwnTexts, ExhibitorOwnTexts, WorkOwnTexts } from '@/lib/catalogue-import/translation-columns';

export type Area = 'EAST' | 'WEST' | 'SOUTH';
export type SpaceSide = 'a' | 'b';
/** Classic checklist codes: 1 = side a left, 2 = a below, 3 = a right, 4 = a above. */
export type TableLayout = 1 | 2 | 3 | 4;

/** A floor-plan rectangle in metres; x grows eastwards and y southwards from the venue's origin. */
export type MapRect = { mapX: number; mapY: number; mapWidth: number; mapHeight: number };

/** Instants are ISO strings in UTC, so that the data compares and serialises without Date objects. */
export type EventInfo = {
  code: string;
  nameEn: string;
  nameJa: string;
  nameZh: string;
  /** The venue's name from venue.geojson, '' when it has none. */
  venueNameEn: string;
  venueNameJa: string;
  venueNameZh: string;
  planValidUntil: string;
  monthlyPriceYen: number;
  campaignPriceYen: number;
  campaignStartsAt: string | null;
  campaignEndsAt: string | null;
  freeTrialStartsAt: string | null;
  freeTrialEndsAt: string | null;
  createdAt: string;
};

export type DayRow = { dayNumber: number; date: string };

/** `floor` 1 is the ground; an upper hall may stand above a lower one on the plan (the map shows a floor at a time). */
export type HallRow = MapRect & { area: Area; number: number; isCorporate: boolean; floor: number };

/** The rectangle covers the block's desks; the database keeps no columns for it (the map draws from spaces). */
export type BlockRow = MapRect & { hallIndex: number; name: string; isWall: boolean; sortOrder: number };

export type PlacementRow = MapRect & {
  dayIndex: number;
  blockIndex: number;
  spaceNumber: number;
  side: SpaceSide;
  tableLayout: TableLayout;
  circleIndex: number;
};

/** A space that no circle has on that day: kept, so that the map draws its block whole (issue 49). */
export type EmptyDeskRow = Omit<PlacementRow, 'circleIndex'>;

export type GenreRow = { code: number; nameEn: string; nameJa: string; nameZh: string };

export type LotteryStatus = 'SELECTED' | 'NOT_SELECTED';

export type CircleRow = {
  /** The organiser's stable id of the circle, kept in `Circle.wcid` (docs/decisions/032). */
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
  /** The circle's own translations (decision 042); left out, as none. */
  own?: CircleOwnTexts;
};

export type WorkRow = {
  circleIndex: number;
  title: string;
  size: string;
  pages: number | null;
  detail: string;
  priceYen: number | null;
  /** The price as written when it is not the plain number (`500円`, `未定`), else empty. */
  priceText: string;
  isNew: boolean;
  isAdult: boolean;
  sortOrder: number;
  /** The circle's own translations of title and detail (decision 042); left out, as none. */
  own?: WorkOwnTexts;
};

/** links.csv's kind in upper case (prisma's ShopKind). */
export type ShopKind = 'MAIL_ORDER' | 'EBOOK' | 'BOOTH' | 'MELONBOOKS' | 'TORANOANA' | 'X' | 'PIXIV' | 'BLUESKY' | 'SKEB' | 'FANBOX' | 'LITLINK' | 'WEBSITE';
export type ShopLinkRow = { circleIndex: number; kind: ShopKind; shopName: string; url: string };

export type ExhibitorRow = MapRect & {
  boothNumber: number;
  name: string;
  nameKana: string;
  overview: string;
  productInfo: string;
  publicUrl: string | null;
  hallIndex: number;
  boothCode: string;
  /** The days (day numbers) the booth stands, ascending; empty for every day of the event. */
  dayNumbers: number[];
  updatedAt: string;
  /** The exhibitor's own translations of overview and products (decision 042); left out, as none. */
  own?: ExhibitorOwnTexts;
};

export type EventData = {
  event: EventInfo;
  days: DayRow[];
  halls: HallRow[];
  blocks: BlockRow[];
  placements: PlacementRow[];
  emptyDesks: EmptyDeskRow[];
  genres: GenreRow[];
  circles: CircleRow[];
  works: WorkRow[];
  shopLinks: ShopLinkRow[];
  exhibitors: ExhibitorRow[];
  /** fandoms.csv (decision 041); absent or empty without the file. */
  fandoms?: OrganiserFandom[];
};
