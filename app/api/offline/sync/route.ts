import { offlineHandler, syncOfflineChanges } from '@/lib/offline/offline-endpoints';

export const POST = offlineHandler(syncOfflineChanges);
