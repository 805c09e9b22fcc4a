import { otherMethods } from '@/lib/http/route-methods';
import { offlineHandler, syncOfflineChanges } from '@/lib/offline/offline-endpoints';

export const POST = offlineHandler(syncOfflineChanges);

export const { GET, HEAD, OPTIONS, PUT, DELETE, PATCH } = otherMethods(['POST']);
