'use client';

import 'maplibre-gl/dist/maplibre-gl.css';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { MapRect } from '@/lib/map/map-day';
import type { MapPick, MapStartProps } from './map-canvas-types';
import { MapCardSheet } from './map-card-sheet';
import { useDayLayers } from './use-day-layers';
import { useDisplayLayers } from './use-display-layers';
import { useHighlightLayers } from './use-highlight-layers';
import { useMapCamera } from './use-map-camera';
import { useMapPicks } from './use-map-picks';
import { useMapPopup } from './use-map-popup';
import { useRouteLayer } from './use-route-layer';
import { useSpaceLayers } from './use-space-layers';
import { useNarrowScreen } from './use-narrow-screen';
import { useVenueMap } from './use-venue-map';

type MapCanvasProps = MapStartProps & {
  popup: { at: MapRect; content: ReactNode } | null;
  onPopupClose: () => void;
  onPick: (pick: MapPick) => void;
  /** The event-day plan's stops in walking order (circle ids), drawn as a numbered line. */
  route: readonly number[] | null;
  /** The floor drawn; undefined draws every floor (lib/map/map-floors.ts). */
  floor: number | undefined;
};

/** The MapLibre canvas: one map for the page's life; data, view and highlights arrive as props. */
export function MapCanvas(props: MapCanvasProps) {
  const { index, favoriteHex, display, view, highlight, highlightBooths, selected, popup, labels, route } = props;
  const { containerRef, map } = useVenueMap(props);
  // Their effects run in this order: a new day's sources are set before the camera moves to it.
  useDayLayers(map, index, view?.key, labels.hallLabels, labels.blockLabels, props.floor);
  useSpaceLayers(map, index, favoriteHex, props.floor);
  useRouteLayer(map, index, route);
  useDisplayLayers(map, display);
  useHighlightLayers(map, index, highlight, highlightBooths, selected);
  useMapCamera(map, index, view);
  // On a phone the card is a sheet along the map's foot (map-card-sheet.tsx), elsewhere a popup at the space.
  const narrow = useNarrowScreen();
  const popupElement = useMapPopup(map, narrow ? undefined : popup?.at, props.onPopupClose);
  useMapPicks(map, index, props.onPick);

  return (
    <>
      <div ref={containerRef} className="venue-map-canvas" data-state="loading" data-labels="on" />
      {popup && popupElement && createPortal(popup.content, popupElement)}
      {popup && narrow && (
        <MapCardSheet key={popup.at.join(',')} map={map} at={popup.at} closeLabel={labels.closePopup} onClose={props.onPopupClose}>
          {popup.content}
        </MapCardSheet>
      )}
    </>
  );
}
