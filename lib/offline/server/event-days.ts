import 'server-only';
import { getCatalogueIndex } from '@/lib/catalogue/catalogue-index-instance';
import type { EventDay } from './event-day-bundle';

/**
 * The days of the current event, for choosing what to save on the device. Read from the catalogue
 * index the process already holds: the panel is on every page, and a query per page load would cost.
 */
export async function listEventDays(): Promise<EventDay[]> {
  const { facets } = await getCatalogueIndex();
  return facets.days.map((day) => ({ dayNumber: day.number, date: day.date.toISOString().slice(0, 10) }));
}
