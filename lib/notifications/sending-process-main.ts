// The sending process's entry (lib/notifications/sending-process.ts starts it; scripts/build-push-worker.ts
// bundles it): this instance's share of the notification queue, at a lower priority than the pages.
import { availableParallelism } from 'node:os';
import { exitOnInvalidConfig } from '@/lib/config/exit-on-invalid-config';
import { lowerProcessPriority } from '@/lib/operations/process-priority';
import { startPushWorker } from './push-worker';

/** 10 below the server: a page's request gets about ten times the CPU time of the sending when both want it. */
const SENDING_NICENESS = 10;

lowerProcessPriority(SENDING_NICENESS);
exitOnInvalidConfig();
// Below the pages, the images' full sizes (decision 040) may take every core: a page's request still
// comes first, and an import's full sizes are ready in about half the time on two cores.
const runner = await startPushWorker({ fullSizesAtOnce: availableParallelism() });
if (!runner) process.exit(0);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  // The jobs in hand finish (the server's stop allows 8 s); the queued rest wait in PostgreSQL.
  void runner.stop().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The server died without stopping this process: stop with it.
process.on('disconnect', stop);
