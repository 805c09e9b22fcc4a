// The sending process's entry (lib/notifications/sending-process.ts starts it; scripts/build-push-worker.ts
// bundles it): this instance's share of the notification queue, at a lower priority than the pages.
import { exitOnInvalidConfig } from '@/lib/config/exit-on-invalid-config';
import { lowerProcessPriority } from '@/lib/operations/process-priority';
import { startPushWorker } from './push-worker';

/** `nice 10`: a page's request, at the default 0, gets about ten times the CPU time of the sending when both want it. */
const SENDING_NICENESS = 10;

lowerProcessPriority(SENDING_NICENESS);
exitOnInvalidConfig();
const runner = await startPushWorker();
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
