import type { MapRect } from '@/lib/map/map-day';
import type { MapDayIndex } from '@/lib/map/map-day-index';
import type { MapDisplay } from '@/lib/map/map-style';
import type { MapSelection } from './map-selection';

export type MapPick = { kind: 'circle'; circle: number } | { kind: 'booth'; id: number };

export type MapView = { key: string; rect: MapRect; focus?: MapRect };

export type MapCanvasLabels = { title: string; zoomIn: string; zoomOut: string; closePopup: string; hallLabels: string[];
  /** The day's block names as the locale reads them (`ア(A)` beside the kana), in `day.blocks` order. */
  blockLabels: string[];
};

/** What the map is made from: the first day and view, and what its first frame draws with them. */
export type MapStart = {
  index: MapDayIndex;
  view: MapView;
  favoriteHex: ReadonlyMap<number, string>;
  display: MapDisplay;
  highlight: readonly number[];
  highlightBooths: readonly number[];
  selected: MapSelection;
  labels: MapCanvasLabels;
};

/** The same as props: null while a day loads; the map starts once a day and a view are there. */
export type MapStartProps = Omit<MapStart, 'index' | 'view'> & { index: MapDayIndex | null; view: MapView | null };
