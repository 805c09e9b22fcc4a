import { eventDayBundle, offlineHandler } from '@/lib/offline/offline-endpoints';

export const GET = offlineHandler(eventDayBundle);
