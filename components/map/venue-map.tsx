'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { onFavoriteChange } from '@/components/favorites/favorite-change-event';
import type { FavoriteValue } from '@/components/favorites/favorite-types';
import { blockText } from '@/lib/catalogue/placement-text';
import { fillTemplate } from '@/lib/i18n/message-template';
import { dayFloors, firstHallOnFloor, shownFloor } from '@/lib/map/map-floors';
import { spaceRect, type MapRect } from '@/lib/map/map-day';
import { mapCircleFacts } from '@/lib/map/map-circle-facts';
import { boothPlacementText, circlePlacementText, hallOfSpace, indexMapDay, type MapDayIndex } from '@/lib/map/map-day-index';
import { rectAround, venueRect } from '@/lib/map/map-geometry';
import type { MapHashState } from '@/lib/map/map-hash';
import { HighlightList, type HighlightItem } from './highlight-list';
import { ListSheet } from './list-sheet';
import { MapCanvas } from './map-canvas';
import type { MapPick, MapView } from './map-canvas-types';
import { MapPopupContent, type PopupBooth, type PopupCircle } from './map-popup-content';
import { MapToolbar } from './map-toolbar';
import { useMapAuthors, useMapDay } from './use-map-day';
import { useMapDisplay } from './use-map-display';
import { routeForMap } from '@/lib/plan/route-handoff';
import type { VisitStatus } from '@/lib/plan/visit-status';
import { useMapHash } from './use-map-hash';
import { useMapSearch, type MapSearchState } from './use-map-search';
import { useSpaceCodeSearch } from './use-space-code-search';
import type { VenueMapProps } from './venue-map-props';
import './venue-map.css';

type Favorite = { color: number; hex: string; label: string; memo: string };

function statusText(search: MapSearchState, props: VenueMapProps, highlighted: number): string {
  const { labels } = props;
  if (search.status === 'searching') return labels.searching;
  if (search.status === 'error') return labels.searchError;
  return fillTemplate(labels.searchCount, { count: highlighted });
}

/** The venue map: toolbar, the MapLibre canvas with its popup, and the list of highlighted spaces. */
export function VenueMap(props: VenueMapProps) {
  const { locale, days, halls, genres, favorites, colors, labels, visitLabels } = props;
  const { state, read: hashRead, navigate } = useMapHash();
  const [display, setDisplay] = useMapDisplay();
  // A space picked on the map is shown where it is; one named by a link is brought into view.
  const [pickedWcid, setPickedWcid] = useState<number | undefined>();
  const day = days.some((option) => option.number === state.day) ? (state.day ?? 1) : (days[0]?.number ?? 1);
  const weekday = days.find((option) => option.number === day)?.weekday ?? '';
  const dayOption = days.find((option) => option.number === day);
  // Not before the address is read: the first render knows no day yet, and would fetch and decode the
  // first day of the event in the middle of drawing the one the address names.
  const dayState = useMapDay(day, hashRead ? (dayOption?.url ?? '') : '');
  const authors = useMapAuthors(dayOption?.authorsUrl ?? '', dayState.status === 'ready');
  const index = useMemo(() => (dayState.status === 'ready' ? indexMapDay(dayState.data) : null), [dayState]);
  // The server's visit marks, and those set in a popup since the page opened.
  const [markedHere, setMarkedHere] = useState<ReadonlyMap<string, VisitStatus>>(new Map());
  const visitByCircleDay = useMemo(() => new Map([...props.visitMarks.map((mark): [string, VisitStatus] => [`${mark.circleId}:${mark.day}`, mark.status]), ...markedHere]), [props.visitMarks, markedHere]);
  // Opened from the plan page (`route=1`): its walk of the day, as it left it on the device.
  const route = useMemo(() => (state.route ? routeForMap(day) : null), [state.route, day]);

  // Changes made on this page (the popup's favourite controls) recolour the map at once.
  const [changes, setChanges] = useState<ReadonlyMap<number, FavoriteValue>>(new Map());
  useEffect(() => onFavoriteChange(({ circleId, color, memo }) => setChanges((previous) => new Map(previous).set(circleId, { color, memo }))), []);
  const favoriteByCircle = useMemo(() => {
    const byNumber = new Map(colors.map((color) => [color.n, color]));
    const current = new Map<number, FavoriteValue>(favorites.map((favorite) => [favorite.circleId, { color: favorite.color, memo: favorite.memo }]));
    for (const [circleId, value] of changes) current.set(circleId, value);
    return new Map(
      [...current].flatMap(([circleId, value]): [number, Favorite][] => {
        const color = value.color === null ? undefined : byNumber.get(value.color);
        return color ? [[circleId, { color: color.n, hex: color.hex, label: color.label, memo: value.memo }]] : [];
      }),
    );
  }, [favorites, colors, changes]);
  const favoriteHex = useMemo(() => new Map([...favoriteByCircle].map(([id, favorite]) => [id, favorite.hex])), [favoriteByCircle]);

  const clearPick = useCallback(() => setPickedWcid(undefined), []);
  const spaceCode = useSpaceCodeSearch({ index, state, halls, locale, labels, navigate, onFound: clearPick });

  const search = useMapSearch({ day, hall: state.scope === 'hall' ? state.hall : undefined, category: state.category, keyword: state.keyword, genreCode: state.category === 'circle' ? state.genreCode : undefined });
  const hits = search.status === 'done' ? search.hits : null;

  const selectedCircle = index && state.wcid !== undefined ? index.circleByWcid.get(state.wcid) : undefined;
  const selectedBooth = index && state.boothId !== undefined ? index.boothById.get(state.boothId) : undefined;
  const selectedSpaces = useMemo(() => (index && selectedCircle !== undefined ? (index.spacesOfCircle.get(selectedCircle) ?? []) : []), [index, selectedCircle]);
  const selectedBoothId = selectedBooth?.id;
  // One object per selection: the map redraws its selection source only when this changes.
  const selection = useMemo(() => (selectedBoothId !== undefined ? { booth: selectedBoothId } : selectedSpaces.length > 0 ? { spaces: selectedSpaces } : null), [selectedBoothId, selectedSpaces]);

  const highlight = useMemo(
    () => (index && hits ? hits.circleIds.flatMap((id) => index.spacesOfCircle.get(index.circleById.get(id) ?? -1) ?? []) : []),
    [index, hits],
  );
  const highlightBooths = useMemo(() => hits?.boothIds ?? [], [hits]);

  const view = useMemo((): MapView | null => {
    if (!index) return null;
    const hall = index.day.halls.find((candidate) => candidate.key === state.hall);
    const focusRect: MapRect | undefined =
      selectedBooth?.rect ?? (selectedSpaces[0] !== undefined && state.wcid !== pickedWcid ? spaceRect(index.day.spaces, selectedSpaces[0]) : undefined);
    const focus = state.boothId !== undefined || state.wcid !== pickedWcid ? focusRect : undefined;
    // A search's highlights are brought into view together, the hall's plan around them.
    const fit = !focus && hits && highlight.length + highlightBooths.length > 0;
    const fitRect = fit ? rectAround([...highlight.map((space) => spaceRect(index.day.spaces, space)), ...highlightBooths.flatMap((id) => { const booth = index.boothById.get(id); return booth ? [booth.rect] : []; })]) : undefined;
    const key = `${day}:${hall?.key ?? 'all'}:${focus ? (state.wcid ?? `b${state.boothId}`) : fit ? `fit=${highlight.length}/${highlight[0] ?? ''}/${highlightBooths.length}/${highlightBooths[0] ?? ''}` : ''}`;
    return { key, rect: fitRect ?? hall?.rect ?? venueRect(index.day), focus };
  }, [index, state.hall, state.wcid, state.boothId, selectedBooth, selectedSpaces, pickedWcid, day, hits, highlight, highlightBooths]);

  const select = useCallback(
    (pick: MapPick, fromMap: boolean) => {
      if (!index) return;
      if (pick.kind === 'booth') {
        navigate({ ...state, wcid: undefined, boothId: pick.id });
        return;
      }
      const wcid = index.day.circles.wcid[pick.circle];
      setPickedWcid(fromMap ? wcid : undefined);
      navigate({ ...state, wcid, boothId: undefined });
    },
    [index, navigate, state],
  );

  const popup = useMemo(() => {
    if (!index) return null;
    if (selectedBooth) {
      const subject: PopupBooth = { kind: 'booth', id: selectedBooth.id, name: selectedBooth.name, placement: boothPlacementText(index.day, selectedBooth, locale) };
      return { at: selectedBooth.rect, content: <MapPopupContent subject={subject} labels={labels} /> };
    }
    const first = selectedSpaces[0];
    if (selectedCircle === undefined || first === undefined) return null;
    const facts = mapCircleFacts(index.day, authors, selectedCircle);
    const { id } = facts;
    const subject: PopupCircle = {
      kind: 'circle',
      ...facts,
      placement: circlePlacementText(index, selectedCircle, locale, weekday),
      favorite: favoriteByCircle.get(id) ?? null,
      visit: {
        day,
        status: visitByCircleDay.get(`${id}:${day}`) ?? 'NOT_VISITED',
        labels: visitLabels,
        onMarked: (status) => setMarkedHere((previous) => new Map(previous).set(`${id}:${day}`, status)),
      },
    };
    return { at: spaceRect(index.day.spaces, first), content: <MapPopupContent subject={subject} labels={labels} /> };
  }, [index, authors, selectedBooth, selectedCircle, selectedSpaces, favoriteByCircle, labels, locale, weekday, day, visitByCircleDay, visitLabels]);

  const items = useMemo(
    () => (index ? highlightItems(index, { state, hits, favoriteByCircle, selectedCircle, locale, weekday, select }) : []),
    [index, state, hits, favoriteByCircle, selectedCircle, locale, weekday, select],
  );
  // The phone's sheet lists the hall's favourites whether or not a search highlights other spaces.
  const favoriteItems = useMemo(
    () => (index ? highlightItems(index, { state, hits: null, favoriteByCircle, selectedCircle, locale, weekday, select }) : []),
    [index, state, favoriteByCircle, selectedCircle, locale, weekday, select],
  );
  const heading = hits ? labels.highlighted : labels.favoritesHeading;
  // A selection on another floor than the chosen hall's (a booth upstairs) shows its own floor.
  const selectedHall = selectedBooth ? selectedBooth.hall : index && selectedSpaces[0] !== undefined ? hallOfSpace(index.day, selectedSpaces[0]) : undefined;
  const floor = index ? shownFloor(index.day, state.hall, selectedHall) : undefined;
  const floorOptions = useMemo(
    () => (index ? dayFloors(index.day).map((number) => ({ floor: number, hall: firstHallOnFloor(index.day, number) ?? '' })) : []),
    [index],
  );

  // On a phone the map fills the page under the site's header, with the controls floating over it; on a
  // wide screen the controls are a bar above it and the list stands beside it.
  return (
    <div data-venue-map="" className="relative flex h-full flex-col">
      <MapToolbar
        state={state}
        day={day}
        days={days}
        halls={halls}
        floors={floorOptions}
        floor={floor}
        genres={genres}
        display={display}
        labels={labels}
        onNavigate={(next) => {
          spaceCode.clear();
          navigate(next);
        }}
        onSearch={(keyword) => void spaceCode.submit(keyword)}
        onDisplay={setDisplay}
        answer={spaceCode.answer || (search.status === 'idle' ? '' : statusText(search, props, hits ? hits.circleIds.length + hits.boothIds.length : 0))}
        answerWide={spaceCode.answer !== ''}
        choices={spaceCode.choices}
      />
      <div className="flex min-h-0 flex-1 flex-col md:flex-row">
        <div className="relative min-h-0 flex-1" role="region" aria-label={labels.mapTitle} aria-describedby="map-keyboard-hint">
          <p id="map-keyboard-hint" className="sr-only">
            {labels.keyboardHint}
          </p>
          {dayState.status !== 'ready' && (
            <p role="status" className="absolute inset-x-0 top-2 z-10 mx-auto w-fit rounded bg-white px-3 py-1 text-sm shadow">
              {dayState.status === 'error' ? labels.loadError : labels.loading}
            </p>
          )}
          <MapCanvas
            index={index}
            favoriteHex={favoriteHex}
            display={display}
            view={view}
            highlight={highlight}
            highlightBooths={highlightBooths}
            selected={selection}
            popup={popup}
            onPopupClose={() => navigate({ ...state, wcid: undefined, boothId: undefined })}
            onPick={(pick) => select(pick, true)}
            route={route}
            floor={floor}
            labels={{
              title: labels.mapTitle,
              zoomIn: labels.zoomIn,
              zoomOut: labels.zoomOut,
              closePopup: labels.closePopup,
              hallLabels: index?.day.halls.map((hall) => halls.find((option) => option.key === hall.key)?.label ?? hall.key) ?? [],
              blockLabels: index?.day.blocks.map((block) => blockText(locale, block.name)) ?? [],
            }}
          />
        </div>
        {hits ? (
          <ListSheet items={items} title={labels.highlighted} openLabel={fillTemplate(labels.highlightedSheetOpen, { count: hits.circleIds.length + hits.boothIds.length })} labels={labels} />
        ) : (
          <ListSheet items={favoriteItems} title={labels.favoritesSheetTitle} openLabel={labels.favoritesSheetOpen} labels={labels} />
        )}
        <aside className="hidden overflow-hidden border-slate-200 bg-white md:block md:w-80 md:border-l">
          <HighlightList heading={heading} items={items} status={statusText(search, props, hits ? hits.circleIds.length + hits.boothIds.length : items.length)} labels={labels} />
        </aside>
      </div>
    </div>
  );
}

type ItemContext = {
  state: MapHashState;
  hits: { circleIds: number[]; boothIds: number[] } | null;
  favoriteByCircle: ReadonlyMap<number, Favorite>;
  selectedCircle: number | undefined;
  locale: VenueMapProps['locale'];
  weekday: string;
  select: (pick: MapPick, fromMap: boolean) => void;
};

/** Search hits when searching, otherwise the favourites on this day (in the hall shown); the selection first. */
function highlightItems(index: MapDayIndex, context: ItemContext): HighlightItem[] {
  const { day } = index;
  const { state, hits, favoriteByCircle, selectedCircle, locale, weekday, select } = context;
  if (hits && hits.boothIds.length > 0) {
    return hits.boothIds.flatMap((id) => {
      const booth = index.boothById.get(id);
      if (!booth) return [];
      return [{ key: `b${id}`, text: boothPlacementText(day, booth, locale), name: booth.name, selected: state.boothId === id, onShow: () => select({ kind: 'booth', id }, false) }];
    });
  }
  const hallIndex = day.halls.findIndex((hall) => hall.key === state.hall);
  const circles = hits
    ? hits.circleIds.map((id) => index.circleById.get(id) ?? -1)
    : [...favoriteByCircle.keys()]
        .map((id) => index.circleById.get(id) ?? -1)
        .filter((circle) => {
          const first = index.spacesOfCircle.get(circle)?.[0];
          return first !== undefined && (hallIndex < 0 || hallOfSpace(day, first) === hallIndex);
        })
        .sort((a, b) => (index.spacesOfCircle.get(a)?.[0] ?? 0) - (index.spacesOfCircle.get(b)?.[0] ?? 0));
  const ordered = selectedCircle !== undefined ? [selectedCircle, ...circles.filter((circle) => circle !== selectedCircle)] : circles;
  return ordered.flatMap((circle) => {
    const id = day.circles.id[circle];
    if (id === undefined) return [];
    return [
      {
        key: `c${id}`,
        text: circlePlacementText(index, circle, locale, weekday),
        name: day.circles.name[circle] ?? '',
        swatch: favoriteByCircle.get(id)?.hex,
        selected: circle === selectedCircle,
        onShow: () => select({ kind: 'circle', circle }, false),
      },
    ];
  });
}
