import { jsonHandler } from '@/lib/http/json-handler';
import { otherMethods } from '@/lib/http/route-methods';
import { syncOfflineChanges } from '@/lib/offline/server/offline-endpoints';

export const POST = jsonHandler(syncOfflineChanges);

export const { GET, HEAD, OPTIONS, PUT, DELETE, PATCH } = otherMethods(['POST']);
