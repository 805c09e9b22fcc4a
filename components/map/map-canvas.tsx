'use client';

import type { GeoJSONSourceSpecification, Map as MapLibreMap, MapLayerMouseEvent, Popup } from 'maplibre-gl';
import * as maplibreLibrary from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { MapRect } from '@/lib/map/map-day';
import type { MapDayIndex } from '@/lib/map/map-day-index';
import {
  boothFeatures,
  boundsRect,
  favoriteMarks,
  favoriteSpaceColours,
  featureCollection,
  hallsMeeting,
  labelFeatures,
  planFeatures,
  rectBounds,
  rectCenter,
  spaceFeaturesByHall,
  spaceSubset,
  toLngLat,
  type SpaceFeature,
} from '@/lib/map/map-geometry';
import { MAP_WORKER_PATH, mapStyle, spaceFillColour, SPACE_NUMBERS_ZOOM, SPACES_MIN_ZOOM, type MapDisplay, type MapSourceId } from '@/lib/map/map-style';
import { recordDrawnLabels } from './drawn-labels';
import { setSource, showLayers, trackLayers, untrackLayers } from './map-sources';
import { applyFavoriteColours } from './map-favorite-state';
import { keepPopupInView } from './keep-popup-in-view';
import { useRouteLayer } from './use-route-layer';

export type MapPick = { kind: 'circle'; circle: number } | { kind: 'booth'; id: number };

export type MapView = { key: string; rect: MapRect; focus?: MapRect };

export type MapCanvasLabels = { title: string; zoomIn: string; zoomOut: string; closePopup: string; hallLabels: string[] };

type Selection = { spaces: readonly number[] } | { booth: number } | null;

type MapCanvasProps = {
  /** Null while a day loads; the map starts with the first day already in its style. */
  index: MapDayIndex | null;
  favoriteHex: ReadonlyMap<number, string>;
  display: MapDisplay;
  view: MapView | null;
  highlight: readonly number[];
  highlightBooths: readonly number[];
  selected: Selection;
  popup: { at: MapRect; content: ReactNode } | null;
  onPopupClose: () => void;
  onPick: (pick: MapPick) => void;
  labels: MapCanvasLabels;
  /** The event-day plan's stops in walking order (circle ids), drawn as a numbered line. */
  route: readonly number[] | null;
};

// A static import: the library's chunk is named in the page's HTML and loads beside the page's own
// scripts, about half a second sooner than an import() that starts once they have run. On the server it
// is only imported; the map is made in an effect.
if (typeof window !== 'undefined') {
  // The library's worker starts now (script fetched and run), while the day loads and the page hydrates.
  maplibreLibrary.setWorkerUrl(MAP_WORKER_PATH);
  maplibreLibrary.prewarm();
}

/** What the map's sources last received, so that an unchanged prop costs no new drawing. */
type Applied = {
  day: MapDayIndex | null;
  favorites: { index: MapDayIndex; favoriteHex: ReadonlyMap<number, string>; colours: ReadonlyMap<number, string> } | null;
  highlight: { index: MapDayIndex; spaces: readonly number[]; booths: readonly number[] } | null;
  selection: { index: MapDayIndex; selected: Selection } | null;
  viewKey: string;
};

function selectedFeatures(day: MapDayIndex['day'], selected: Selection) {
  return selected && 'booth' in selected ? boothFeatures(day, new Set([selected.booth])) : spaceSubset(day, selected?.spaces ?? []);
}

function sameSelection(a: Selection, b: Selection): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  if ('booth' in a || 'booth' in b) return 'booth' in a && 'booth' in b && a.booth === b.booth;
  return a.spaces.length === b.spaces.length && a.spaces.every((space, at) => space === b.spaces[at]);
}

/** The camera of a view without a focus; a focused view is brought into place once the map has loaded. */
function initialCamera(view: MapView) {
  return { bounds: rectBounds(view.rect, 300), fitBoundsOptions: { padding: 16 } };
}

/**
 * Records in data attributes when a drawn view settles: the page's own timing, which the benchmark reads,
 * with the frames drawn and the tiles asked of the worker on the way (counts that do not drift with the
 * machine's speed as times do).
 */
function markWhenIdle(map: MapLibreMap, container: HTMLElement, viewKey: string, started: number) {
  let frames = 0;
  let tiles = 0;
  const countFrame = () => (frames += 1);
  const countTile = (event: { dataType?: string; tile?: unknown }) => {
    if (event.dataType === 'source' && event.tile) tiles += 1;
  };
  map.on('render', countFrame);
  map.on('dataloading', countTile);
  map.once('idle', () => {
    map.off('render', countFrame);
    map.off('dataloading', countTile);
    const now = performance.now();
    if (!container.dataset.firstRenderMs) container.dataset.firstRenderMs = String(Math.round(now));
    container.dataset.view = viewKey;
    container.dataset.viewMs = String(Math.round(now - started));
    container.dataset.viewFrames = String(frames);
    container.dataset.viewTiles = String(tiles);
    container.dataset.state = 'ready';
  });
}

/** The MapLibre canvas: one map for the page's life; data, view and highlights arrive as props. */
export function MapCanvas(props: MapCanvasProps) {
  const { index, favoriteHex, display, view, highlight, highlightBooths, selected, popup, labels, route } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const popupRef = useRef<Popup | null>(null);
  // The desks by hall, made the first time the map is zoomed in far enough to draw them.
  const spacesRef = useRef<{ byHall: Map<number, SpaceFeature[]> | null; shown: string } | null>(null);
  const [ready, setReady] = useState(false);
  // The latest props, for handlers that MapLibre holds for the map's life (clicks, popup close, moves).
  const latestRef = useRef(props);
  const applied = useRef<Applied>({ day: null, favorites: null, highlight: null, selection: null, viewKey: '' });
  const [popupElement, setPopupElement] = useState<HTMLElement | null>(null);

  // The desks of the halls in view, once zoomed in far enough to see them; called after every move.
  const showSpacesInView = useRef(() => {
    const map = mapRef.current;
    const spaces = spacesRef.current;
    const day = latestRef.current.index?.day;
    if (!map || !spaces || !day) return;
    const halls = map.getZoom() < SPACES_MIN_ZOOM ? [] : hallsMeeting(day, boundsRect(map.getBounds().toArray().flat() as [number, number, number, number]));
    const shown = halls.join(',');
    if (shown === spaces.shown) return;
    // Desks of none of the halls drawn before (a jump to another hall, or in from the whole venue) replace
    // only desks out of view: their layer waits for the worker to have them, so that their tiles are
    // cut once, not first from the desks before and again from these.
    const elsewhere = !halls.some((hall) => spaces.shown.split(',').includes(String(hall)));
    spaces.shown = shown;
    if (halls.length > 0) spaces.byHall ??= spaceFeaturesByHall(day);
    const byHall = spaces.byHall;
    setSource(map, 'spaces', featureCollection(halls.flatMap((hall) => byHall?.get(hall) ?? [])), { hiddenUntilLoaded: elsewhere });
  });

  useEffect(() => {
    latestRef.current = props;
  });

  // The map starts once the first day is there, with the day's floor plan in its style and the camera on
  // the view: one worker round and one first frame, instead of an empty map drawn first and the day after
  // it. The library and its worker load meanwhile. Latched during render: once started, a day that is
  // loading again (a day switch) keeps the map.
  const [canStart, setCanStart] = useState(false);
  if (!canStart && index && view) setCanStart(true);

  // The map itself, once, in the browser only.
  useEffect(() => {
    const container = containerRef.current;
    const first = latestRef.current;
    if (!canStart || !container || !first.index || !first.view) return;
    let disposed = false;
    // Marks of the first render's stages, which the benchmark prints (bench/map.ts).
    performance.mark('map:start');
    const started = performance.now();
    const day = first.index.day;
    spacesRef.current = { byHall: null, shown: '' };
    const selected = selectedFeatures(day, first.selected);
    const colours = favoriteSpaceColours(first.index.spacesOfCircle, first.index.circleById, first.favoriteHex);
    const names = labelFeatures(day, first.labels.hallLabels);
    applied.current = {
      day: first.index,
      // The desks' colours are their feature state, set once the map has loaded (below).
      favorites: null,
      highlight: { index: first.index, spaces: first.highlight, booths: first.highlightBooths },
      selection: { index: first.index, selected: first.selected },
      viewKey: first.view.key,
    };
    const data: Partial<Record<MapSourceId, GeoJSONSourceSpecification['data']>> = {
      plan: planFeatures(day),
      favorites: favoriteMarks(day, colours),
      highlight: spaceSubset(day, first.highlight),
      highlightBooths: boothFeatures(day, new Set(first.highlightBooths)),
      selected,
    };
    const map = new maplibreLibrary.Map({
      container,
      style: mapStyle(first.display, data),
      ...initialCamera(first.view),
      minZoom: 11,
      maxZoom: 22,
      maxBounds: [toLngLat(-100_000, 100_000), toLngLat(100_000, -100_000)],
      renderWorldCopies: false,
      // Nothing fades in: with software rendering every extra frame of a fade costs.
      fadeDuration: 0,
      dragRotate: false,
      pitchWithRotate: false,
      attributionControl: false,
      locale: { 'Map.Title': labels.title, 'NavigationControl.ZoomIn': labels.zoomIn, 'NavigationControl.ZoomOut': labels.zoomOut, 'Popup.Close': labels.closePopup },
    });
    trackLayers(map, data, first.display);
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    // Bottom right: the top of the map belongs to the day, hall and search controls on a phone.
    map.addControl(new maplibreLibrary.NavigationControl({ showCompass: false }), 'bottom-right');
    const pick = (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (!feature || typeof feature.id !== 'number') return;
      if (feature.layer.id === 'booths-fill') latestRef.current.onPick({ kind: 'booth', id: feature.id });
      else {
        const circle = latestRef.current.index?.day.spaces.circle[feature.id] ?? -1;
        if (circle >= 0) latestRef.current.onPick({ kind: 'circle', circle });
      }
    };
    map.on('click', 'spaces-fill', pick);
    map.on('click', 'booths-fill', pick);
    for (const layer of ['spaces-fill', 'booths-fill']) {
      map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
      map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
    }
    map.on('moveend', () => showSpacesInView.current());
    map.on('idle', () => recordDrawnLabels(map, container));
    map.on('load', () => {
      performance.mark('map:style-loaded');
      if (!disposed) setReady(true);
    });
    markWhenIdle(map, container, first.view.key, started);
    // The names come once the plan is drawn: their letters are drawn on this thread, and the first
    // frame should not wait for them.
    map.once('idle', () => {
      if (applied.current.day !== first.index) return;
      setSource(map, 'names', names);
    });
    mapRef.current = map;
    return () => {
      disposed = true;
      untrackLayers(map);
      map.remove();
      mapRef.current = null;
    };
    // Created once; later prop changes are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canStart]);

  // The day's floor plan and its labels.
  useEffect(() => {
    const map = mapRef.current;
    const container = containerRef.current;
    if (!ready || !map || !container || !index || !view) return;
    // The first day is already in the map's style; a later day replaces it.
    if (applied.current.day !== index) {
      applied.current.day = index;
      container.dataset.state = 'loading';
      const started = performance.now();
      setSource(map, 'plan', planFeatures(index.day));
      setSource(map, 'names', labelFeatures(index.day, labels.hallLabels));
      markWhenIdle(map, container, view.key, started);
    }
    performance.mark('map:day-applied');
    // Labels of halls are fixed for the page's language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, index]);

  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map || !index) return;
    const last = applied.current.favorites;
    if (last?.index === index && last.favoriteHex === favoriteHex) {
      showSpacesInView.current();
      return;
    }
    const colours = favoriteSpaceColours(index.spacesOfCircle, index.circleById, favoriteHex);
    applied.current.favorites = { index, favoriteHex, colours };
    // Another day's desks share the indices: its desks start from no colours, and are sent anew.
    if (last && last.index !== index) spacesRef.current = { byHall: null, shown: '' };
    applyFavoriteColours(map, last?.index === index ? last.colours : null, colours);
    // The first day's marks are already in the style.
    if (last) setSource(map, 'favorites', favoriteMarks(index.day, colours));
    showSpacesInView.current();
  }, [ready, index, favoriteHex]);

  useRouteLayer(mapRef, ready, index, route);

  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    map.setPaintProperty('spaces-fill', 'fill-color', spaceFillColour(display));
    showLayers(map, display);
    containerRef.current?.setAttribute('data-labels', display.labels ? 'on' : 'off');
  }, [ready, display]);

  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map || !index) return;
    const last = applied.current.highlight;
    if (last?.index === index && last.spaces === highlight && last.booths === highlightBooths) return;
    applied.current.highlight = { index, spaces: highlight, booths: highlightBooths };
    setSource(map, 'highlight', spaceSubset(index.day, highlight));
    setSource(map, 'highlightBooths', boothFeatures(index.day, new Set(highlightBooths)));
  }, [ready, index, highlight, highlightBooths]);

  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map || !index) return;
    const last = applied.current.selection;
    if (last?.index === index && sameSelection(last.selected, selected)) return;
    applied.current.selection = { index, selected };
    setSource(map, 'selected', selectedFeatures(index.day, selected));
  }, [ready, index, selected]);

  // The camera follows the view: a hall, the whole venue, or one space inside a hall.
  const viewKey = view?.key ?? '';
  const focusKey = view?.focus?.join(',') ?? '';
  useEffect(() => {
    const map = mapRef.current;
    const container = containerRef.current;
    if (!ready || !map || !container || !view) return;
    const { rect: viewRect, focus } = view;
    // The map was created looking at its first view.
    if (applied.current.viewKey === viewKey && !focus) {
      applied.current.viewKey = '';
      return;
    }
    applied.current.viewKey = '';
    const started = performance.now();
    container.dataset.state = 'moving';
    const camera = map.cameraForBounds(rectBounds(viewRect, 300), { padding: 16 });
    // A space is shown close enough for the desks' numbers round it to be drawn.
    if (camera) map.jumpTo(focus ? { center: rectCenter(focus), zoom: Math.min(Math.max((camera.zoom ?? 16) + 1.5, SPACE_NUMBERS_ZOOM + 0.3), 21) } : camera);
    markWhenIdle(map, container, viewKey, started);
    // The key stands for the rectangles.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, viewKey, focusKey, index]);

  // The popup is MapLibre's (it follows the map); its content is React, rendered into it by a portal.
  const popupKey = popup?.at.join(',') ?? '';
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map || !popup) return;
    const element = document.createElement('div');
    const instance = new maplibreLibrary.Popup({ closeOnClick: false, maxWidth: '18rem', offset: 8, focusAfterOpen: false })
      .setLngLat(rectCenter(popup.at))
      .setDOMContent(element)
      .addTo(map);
    let removing = false;
    instance.on('close', () => !removing && latestRef.current.onPopupClose());
    const stopKeepingInView = keepPopupInView(map, instance);
    popupRef.current = instance;
    setPopupElement(element);
    return () => {
      removing = true;
      stopKeepingInView();
      instance.remove();
      popupRef.current = null;
      setPopupElement(null);
    };
    // Keyed by position: new content for the same space re-renders through the portal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, popupKey]);

  return (
    <>
      <div ref={containerRef} className="venue-map-canvas" data-state="loading" data-labels="on" />
      {popup && popupElement && createPortal(popup.content, popupElement)}
    </>
  );
}
