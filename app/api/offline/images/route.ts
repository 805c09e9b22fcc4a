import { jsonHandler } from '@/lib/http/json-handler';
import { otherMethods } from '@/lib/http/route-methods';
import { eventDayImages } from '@/lib/offline/server/offline-endpoints';

export const GET = jsonHandler(eventDayImages);

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
