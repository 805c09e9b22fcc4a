// The plan page leaves each day's walk on the device for the map, which draws it when opened with
// `route=1` in its hash: the map then needs no plan data of its own, also offline.

const key = (day: number) => `event-day-plan-route:${day}`;

export function keepRouteForMap(day: number, circleIds: readonly number[]): void {
  try {
    localStorage.setItem(key(day), JSON.stringify(circleIds));
  } catch {
    // Storage full or refused: the map shows no line, the plan itself is unaffected.
  }
}

export function routeForMap(day: number): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key(day)) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}
