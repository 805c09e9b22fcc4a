// `npm run bench:reference [-- --seconds 20]`: the yardstick of bench:http on its own. Builds and serves
// bench/reference-page (a bare Next.js page of fifty rows with a client component in each, no sign-in,
// database or translations) as one `next start` process and loads it the way bench:http loads the
// circle list. bench:http runs it beside the catalogue in one run; this is for looking at it alone.
import os from 'node:os';
import { numberArgument } from './support/arguments';
import type { AppServer } from './support/app-server';
import { runLoad, type LoadResult } from './support/load';
import { referenceHeaders, referencePath, startReferenceServer } from './support/reference-server';

const seconds = numberArgument('seconds', 20);
const port = numberArgument('port', 3310);
const fixed = (n: number) => n.toFixed(1);

const describe = (label: string, r: LoadResult) =>
  `  ${label.padEnd(24)} ${fixed(r.rps)} req/s  p50=${fixed(r.p50)} ms  p99=${fixed(r.p99)} ms  max=${fixed(r.max)} ms  requests=${r.requests} errors=${r.errors}`;

let server: AppServer | undefined;
try {
  server = await startReferenceServer(port);
  console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} at start; ${seconds} s per run`);
  const list = (connections: number, durationMs = seconds * 1000) => runLoad({ port, connections, durationMs, path: referencePath, headers: referenceHeaders });
  await list(8, 5000);
  const list8 = await list(8);
  const list32 = await list(32);
  console.log(describe('reference, 8 connections', list8));
  console.log(describe('reference, 32 connections', list32));
  console.log(`reference rps=${fixed(list32.rps)} p99_8_ms=${fixed(list8.p99)} p99_32_ms=${fixed(list32.p99)} errors=${list8.errors + list32.errors}`);
} finally {
  await server?.stop();
}
