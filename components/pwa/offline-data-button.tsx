'use client';

import type { ReactNode } from 'react';
import { requestOfflinePanel } from './offline-panel-request';

/**
 * Opens the event-day panel from anywhere (the menu, the start page, the thanks for a purchase); with
 * `save`, the same tap starts saving the days, as the panel's own button does.
 */
export function OfflineDataButton({ save = false, className, children }: { save?: boolean; className: string; children: ReactNode }) {
  return (
    <button type="button" aria-haspopup="dialog" className={className} onClick={() => requestOfflinePanel({ save })}>
      {children}
    </button>
  );
}
