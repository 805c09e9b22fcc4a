import { otherMethods } from '@/lib/http/route-methods';
import { mapDayRoute } from '@/lib/map/map-day-response';

/** One event day of the venue map in its compact form (`lib/map/map-day.ts`). */
export const GET = mapDayRoute('day');

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
