// `npm run serve`: the built app on PORT, as `next start` serves it, except that every request's
// X-Forwarded-For ends with the address of the connection. Next.js keeps a forwarded header the client
// sent as it is, so without this the rate limits could only key on what the client claims
// (lib/http/peer-address.ts, lib/rate-limit/client-address.ts). A path that does not decode gets the
// not-found page instead of Next's 500 (lib/http/undecodable-path.ts), and TRACE and TRACK, which Next
// cannot take, get a 405 (lib/http/refuse-forbidden-methods.ts). A server action post Next could not take
// (too large, not JSON, broken multipart, an Origin other than APP_ORIGIN) gets 413, 400, 415 or 403 instead of a
// 500 (lib/http/server-action-requests.ts). A body a route compressed once per build
// keeps its Content-Encoding, which Next drops from route handlers (lib/http/precompressed-body.ts). Every
// request leaves one JSON line on stdout (lib/operations/request-log.ts), and SIGTERM stops the server
// gracefully (docs/decisions/028). A client gets 10 s for its headers and 60 s for its whole request
// (lib/operations/http-server.ts). It listens on LISTEN_ADDRESS (this machine only by default), and only
// operators' addresses learn the instance's name (lib/operations/internal-caller.ts) and get /metrics
// (lib/operations/request-metrics.ts). The notifications are sent by a process of its own at a lower
// priority, which this one starts and stops (lib/notifications/sending-process.ts, decision 044).
import path from 'node:path';
import next from 'next';
import { databaseUrls } from '@/lib/config/database';
import { ConfigError, parseConfig } from '@/lib/config/schema';
import { withPeerAddress } from '@/lib/http/peer-address';
import { withPrecompressedBodies } from '@/lib/http/precompressed-body';
import { withForbiddenMethodsRefused } from '@/lib/http/refuse-forbidden-methods';
import { withServerActionsChecked } from '@/lib/http/server-action-requests';
import { withDecodablePath } from '@/lib/http/undecodable-path';
import { startSendingProcess } from '@/lib/notifications/sending-process';
import { stopGracefully } from '@/lib/operations/graceful-stop';
import { createAppServer } from '@/lib/operations/http-server';
import { instanceId } from '@/lib/operations/instance';
import { internalCaller, withInstanceHeader } from '@/lib/operations/internal-caller';
import { withRequestLog } from '@/lib/operations/request-log';
import { requestObserver, withMetricsEndpoint } from '@/lib/operations/request-metrics';
import { appRoutePatterns, routePatternMatcher } from '@/lib/operations/route-pattern';
import { distDir } from './support/build-fingerprint';

const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port });
function readConfig() {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const config = readConfig();
const instance = instanceId();

// The app's database client lives on globalThis (lib/db.ts); it exists once a request has used it.
const globalForPrisma = globalThis as unknown as { prisma?: { $disconnect(): Promise<void> }; prismaDirect?: { $disconnect(): Promise<void> } };
// The notification worker (lib/notifications/job-queue.ts) likewise, when instrumentation.ts started it
// in this process (a build without the sending process's bundle).
const globalForQueue = globalThis as unknown as { pushWorker?: Promise<{ stop(): Promise<void> }> };

async function main() {
  // Before the app's start hook (instrumentation.ts), which then leaves the sending to this process.
  const sending = databaseUrls().url ? startSendingProcess(distDir(process.cwd())) : null;
  await app.prepare();
  const isInternal = internalCaller(config);
  const handle = withDecodablePath(withServerActionsChecked(withPrecompressedBodies(app.getRequestHandler()), config.origin));
  const observe = requestObserver(routePatternMatcher([...appRoutePatterns(path.join(process.cwd(), 'app')), '/metrics']));
  const listener = withPeerAddress(withMetricsEndpoint(withInstanceHeader(withForbiddenMethodsRefused(handle), instance, isInternal), isInternal));
  const server = createAppServer(withRequestLog(listener, instance, undefined, observe));
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    // Jobs in hand finish, while the requests in flight do; the queued rest wait in PostgreSQL for the
    // other instances or the next start.
    const sendingStopped = Promise.all([sending?.stop(), globalForQueue.pushWorker?.then((worker) => worker.stop())].map((stopped) => stopped?.catch(() => {})));
    void stopGracefully(server, async () => {
      await sendingStopped;
      await app.close().catch(() => {});
      await globalForPrisma.prisma?.$disconnect().catch(() => {});
      await globalForPrisma.prismaDirect?.$disconnect().catch(() => {});
    }).finally(() => {
      console.log(`Instance ${instance} stopped in ${Date.now() - started} ms.`);
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.listen(port, config.listen.address, () => console.log(`Serving on ${config.listen.address} port ${port} as ${instance}.`));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
