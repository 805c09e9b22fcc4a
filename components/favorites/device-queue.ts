import { pageViewer } from '@/lib/offline/device/page-viewer';

// The device store (IndexedDB) is needed only when an edit cannot reach the server, so it is not part of
// the page's first scripts. The controls start loading it once mounted, so that it is there when the
// network goes; the service worker precaches the chunk, so it also loads offline.
let loading: Promise<typeof import('@/lib/offline/device/device-store')> | undefined;

function loadDeviceQueue(): Promise<typeof import('@/lib/offline/device/device-store')> {
  if (!loading) {
    loading = import('@/lib/offline/device/device-store');
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** The fields of a circle edited on the device and not yet sent. */
export type QueuedEdit = { color?: number | null; memo?: string };

/**
 * The edits this page's member queued on the device and the server does not have yet: a page opened
 * from its saved copy, or reloaded before they were sent, shows them over what it was saved with.
 */
export async function queuedEditsOfViewer(): Promise<Map<number, QueuedEdit>> {
  const { listPending, readQueueOwner } = await loadDeviceQueue();
  const [pending, owner] = await Promise.all([listPending(), readQueueOwner()]);
  const edits = new Map<number, QueuedEdit>();
  if (!owner || owner !== pageViewer()) return edits;
  for (const change of pending) {
    const edit: QueuedEdit = {};
    if (change.color) edit.color = change.color.value;
    if (change.memo) edit.memo = change.memo.value;
    if ('color' in edit || 'memo' in edit) edits.set(change.circleId, edit);
  }
  return edits;
}

/** Queues the signed-in member's edit on the device until the server has it (lib/offline/device/device-store.ts). */
export async function recordEditOnDevice(circleId: number, edit: { color: number | null } | { memo: string }): Promise<void> {
  const { recordEdit } = await loadDeviceQueue();
  await recordEdit(circleId, edit, pageViewer());
}
