import { pageViewer } from '@/lib/offline/device/page-viewer';

// The device store (IndexedDB) is needed only when an edit cannot reach the server, so it is not part of
// the page's first scripts. The controls start loading it once mounted, so that it is there when the
// network goes; the service worker precaches the chunk, so it also loads offline.
let loading: Promise<typeof import('@/lib/offline/device/device-store')> | undefined;

export function loadDeviceQueue(): Promise<typeof import('@/lib/offline/device/device-store')> {
  if (!loading) {
    loading = import('@/lib/offline/device/device-store');
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** Queues the signed-in member's edit on the device until the server has it (lib/offline/device/device-store.ts). */
export async function recordEditOnDevice(circleId: number, edit: { color: number | null } | { memo: string }): Promise<void> {
  const { recordEdit } = await loadDeviceQueue();
  await recordEdit(circleId, edit, pageViewer());
}
