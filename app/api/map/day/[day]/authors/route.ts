import { otherMethods } from '@/lib/http/route-methods';
import { mapDayRoute } from '@/lib/map/map-day-response';

/** The authors of one event day's circles, in the order of the day's map (`lib/map/map-day.ts`). */
export const GET = mapDayRoute('authors');

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
