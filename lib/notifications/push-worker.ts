import 'server-only';
import type { Runner, TaskList } from 'graphile-worker';
import { z } from 'zod';
import { fullSizeTasks } from '@/lib/catalogue-import/image-full-size';
import { serverCutStore } from '@/lib/cut-images/cut-store-instance';
import { pushSettings } from '@/lib/config/push';
import { liveChannels } from '@/lib/live/channels';
import { onNotice, whenListening } from '@/lib/live/listener';
import { intIdValue } from '@/lib/validation/bounded-number';
import { queueImportNotifications } from './catalogue-notices';
import { queueEventDayReminders } from './event-day-reminders';
import { startJobWorker, unlockStaleJobs } from './job-queue';
import type { Vapid } from './push-sender';
import { sendNotifications } from './send-notification';

const notificationRef = z.object({ id: intIdValue() });
/** A batch of notifications (queue-notifications.ts), or one as jobs queued before batches were. */
const sendPayload = z.union([z.array(notificationRef).min(1), notificationRef]);
const SWEEP = { identifier: 'catalogue-imports', jobKey: 'catalogue-imports' } as const;

/** `fullSizesAtOnce`: the images' conversions at once (image-full-size.ts), by default a core less than the machine has. */
export function pushTasks(vapid: Vapid, { fullSizesAtOnce }: { fullSizesAtOnce?: number } = {}): TaskList {
  return {
    // A batch job (graphile-worker's own): one outcome per entry, and a retry carries only the entries that failed.
    'send-notification': async (payload, helpers) => {
      const parsed = sendPayload.parse(payload);
      const ids = Array.isArray(parsed) ? parsed.map((entry) => entry.id) : [parsed.id];
      const outcomes = await sendNotifications(helpers, ids, vapid);
      // Due inside the member's quiet hours: the same notification again once they end.
      const quiet = [...outcomes].flatMap(([id, outcome]) => (outcome instanceof Error || !outcome.retryAt ? [] : [{ identifier: 'send-notification', payload: [{ id }], runAt: outcome.retryAt, jobKey: `quiet:${id}` }]));
      if (quiet.length > 0) await helpers.addJobs(quiet);
      const results = ids.map((id) => outcomes.get(id));
      if (!Array.isArray(parsed)) {
        if (results[0] instanceof Error) throw results[0];
        return;
      }
      return results.map((outcome) => (outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve()));
    },
    'catalogue-imports': async () => {
      await queueImportNotifications();
    },
    'event-day-reminders': async () => {
      await queueEventDayReminders();
    },
    'unlock-stale-jobs': async (_payload, helpers) => {
      await helpers.withPgClient((client) => unlockStaleJobs(client));
    },
    // Not a notification: the full sizes of an import's images, queued by the import (decision 040).
    ...fullSizeTasks(serverCutStore, fullSizesAtOnce),
  };
}

/**
 * Starts this instance's share of the sending (instrumentation.ts): the worker, and a sweep of the
 * catalogue imports at once and whenever an import's notice (decision 043) reaches this instance; the
 * crontab repeats the sweep each minute for a notice that was missed. Off without VAPID keys.
 */
export async function startPushWorker(options: { fullSizesAtOnce?: number } = {}): Promise<Runner | null> {
  const { vapid } = pushSettings();
  if (!vapid) return null;
  const runner = await startJobWorker(pushTasks(vapid, options));
  const sweep = () => void runner.addJob(SWEEP.identifier, {}, { jobKey: SWEEP.jobKey }).catch(() => undefined);
  onNotice(liveChannels.catalogue, sweep);
  void whenListening();
  sweep();
  return runner;
}

