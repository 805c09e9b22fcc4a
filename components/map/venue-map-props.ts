import type { VisitMarkLabels } from '@/components/plan/visit-mark-buttons';
import type { AppLocale } from '@/lib/i18n/locales';
import type { VisitStatus } from '@/lib/plan/visit-status';

/** Everything the map's client island receives: plain data and strings already translated. */
export type VenueMapLabels = {
  day: string;
  hall: string;
  overall: string;
  floor: string;
  allFloors: string;
  /** `{number}` is replaced. */
  floorOption: string;
  search: string;
  keyword: string;
  category: string;
  circles: string;
  booths: string;
  genre: string;
  allGenres: string;
  scope: string;
  scopeHall: string;
  scopeAll: string;
  clear: string;
  display: string;
  options: string;
  favoritesSheetOpen: string;
  favoritesSheetTitle: string;
  /** `{count}` is replaced: the phone's button that lists a search's highlights. */
  highlightedSheetOpen: string;
  showFavorites: string;
  showGenres: string;
  showLabels: string;
  loading: string;
  loadError: string;
  searching: string;
  searchError: string;
  /** `{count}` is replaced. */
  searchCount: string;
  /** `{code}` is replaced: a space code the day has no such space for, or no circle at. */
  spaceCodeNotFound: string;
  spaceCodeEmpty: string;
  /** `{code}` is replaced: a code that names more than one block, above the spaces it may mean. */
  spaceCodeWhich: string;
  /** `{shown}` and `{count}` are replaced. */
  listTruncated: string;
  highlighted: string;
  favoritesHeading: string;
  noHighlights: string;
  keyboardHint: string;
  mapTitle: string;
  zoomIn: string;
  zoomOut: string;
  closePopup: string;
  details: string;
  boothDetails: string;
  author: string;
  placement: string;
  favorite: string;
  memo: string;
  notFavorite: string;
  cutAlt: string;
  /** `{name}` is replaced: the popup's menu or cover thumbnail. */
  thumbAlt: string;
  emptySpace: string;
};

export type VenueMapProps = {
  locale: AppLocale;
  /** `url`, `authorsUrl`: the day's content-addressed map data and its circles' authors. */
  days: { number: number; url: string; authorsUrl: string; label: string; weekday: string }[];
  halls: { key: string; label: string }[];
  genres: { code: number; label: string }[];
  favorites: { circleId: number; color: number; memo: string }[];
  colors: { n: number; hex: string; label: string }[];
  labels: VenueMapLabels;
  /** The event-day plan's visit marks, shown and set in the popup of a favourite. */
  visitMarks: { circleId: number; day: number; status: VisitStatus }[];
  visitLabels: VisitMarkLabels;
};
