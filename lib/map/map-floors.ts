import type { MapDay } from './map-day';

// The upper halls (West 3-4 and South 3-4) stand above the lower ones: on the plan they may cover the
// same ground, so the map draws one floor at a time once a hall is chosen, and every floor on the venue
// seen whole only where no two floors overlap (the demo venue; a real plan chooses a hall first).

/** The day's floors, lowest first; one entry for a venue on one floor. */
export function dayFloors(day: MapDay): number[] {
  return [...new Set(day.halls.map((hall) => hall.floor))].sort((a, b) => a - b);
}

/**
 * The floor the map shows: with a hall chosen, the selection's floor (a booth upstairs) or else the hall's;
 * with none, undefined (every floor).
 */
export function shownFloor(day: MapDay, hallKey: string | undefined, selectedHall?: number): number | undefined {
  if (hallKey === undefined) return undefined;
  return (selectedHall === undefined ? undefined : day.halls[selectedHall]?.floor) ?? day.halls.find((hall) => hall.key === hallKey)?.floor;
}

/** Whether the hall at this index is drawn on the floor shown. */
export const onFloor = (day: MapDay, hall: number, floor: number | undefined) => floor === undefined || day.halls[hall]?.floor === floor;

/** The first hall (in the day's hall order) of a floor: where the floor switch takes the map. */
export function firstHallOnFloor(day: MapDay, floor: number): string | undefined {
  return day.halls.find((hall) => hall.floor === floor)?.key;
}
