import { otherMethods } from '@/lib/http/route-methods';
import { eventDayBundle, offlineHandler } from '@/lib/offline/offline-endpoints';

export const GET = offlineHandler(eventDayBundle);

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
