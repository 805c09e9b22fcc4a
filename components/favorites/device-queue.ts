import type { recordEdit as RecordEdit } from '@/lib/offline/device-store';

// The device store (IndexedDB) is needed only when an edit cannot reach the server, so it is not part of
// the page's first scripts. The controls start loading it once mounted, so that it is there when the
// network goes; the service worker precaches the chunk, so it also loads offline.
let loading: Promise<typeof import('@/lib/offline/device-store')> | undefined;

export function loadDeviceQueue(): Promise<typeof import('@/lib/offline/device-store')> {
  if (!loading) {
    loading = import('@/lib/offline/device-store');
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** Queues an edit on the device until the server has it (lib/offline/device-store.ts). */
export async function recordEditOnDevice(...args: Parameters<typeof RecordEdit>): Promise<void> {
  const { recordEdit } = await loadDeviceQueue();
  await recordEdit(...args);
}
