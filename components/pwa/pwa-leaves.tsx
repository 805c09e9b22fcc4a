'use client';

import type { ComponentProps } from 'react';
import { OfflineCenter } from './offline-center';
import type { PwaTexts } from './pwa-texts';
import { ServiceWorkerNotice } from './service-worker-notice';

type Props = { workerEnabled: boolean; update: PwaTexts['update']; offline: ComponentProps<typeof OfflineCenter> };

/** The worker's registration and update notice, and the offline indicator with its device store. */
export function PwaLeaves({ workerEnabled, update, offline }: Props) {
  return (
    <>
      <ServiceWorkerNotice enabled={workerEnabled} text={update} />
      <OfflineCenter {...offline} />
    </>
  );
}
