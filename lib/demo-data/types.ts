// The generated demo event is an event in the catalogue's own row shape (lib/catalogue-import/event-data.ts),
// plus the seed and scale it was generated from. The Demo names stay for the generator's readers.
import type {
  BlockRow,
  CircleRow,
  DayRow,
  EventData,
  EventInfo,
  ExhibitorRow,
  GenreRow,
  HallRow,
  PlacementRow,
  ShopLinkRow,
  WorkRow,
} from '@/lib/catalogue-import/event-data';

export type { Area, LotteryStatus, MapRect, ShopKind, SpaceSide, TableLayout } from '@/lib/catalogue-import/event-data';

/** The demo event always has its campaign and trial dates. */
export type DemoEventInfo = EventInfo & { campaignStartsAt: string; campaignEndsAt: string; freeTrialStartsAt: string; freeTrialEndsAt: string };
export type DemoDay = DayRow;
export type DemoHall = HallRow;
export type DemoBlock = BlockRow;
export type DemoPlacement = PlacementRow;
export type DemoGenre = GenreRow;
export type DemoCircle = CircleRow;
export type DemoWork = WorkRow;
export type DemoShopLink = ShopLinkRow;
export type DemoExhibitor = ExhibitorRow;

export type DemoEventData = EventData & { seed: number; scale: number; event: DemoEventInfo };
