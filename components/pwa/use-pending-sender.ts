'use client';

import { useCallback, useEffect, useState } from 'react';
import { sendPendingChanges, type SendOutcome } from '@/lib/offline/device/send-pending';

const retryMs = 30_000;

/**
 * Sends the queued edits of the page's member (`viewer`) whenever the device is online and has some: at
 * once, when the network returns and every 30 s while some remain (the browser's online flag is not
 * always right about the venue).
 */
export function usePendingSender(online: boolean, pendingCount: number, viewer: string | null): { outcome: SendOutcome | null; dismiss: () => void } {
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  useEffect(() => {
    if (!online || pendingCount === 0) return;
    const send = async () => {
      const result = await sendPendingChanges(viewer);
      if (result.status !== 'idle') setOutcome(result);
    };
    void send();
    const timer = setInterval(() => void send(), retryMs);
    return () => clearInterval(timer);
  }, [online, pendingCount, viewer]);
  const dismiss = useCallback(() => setOutcome(null), []);
  return { outcome, dismiss };
}
