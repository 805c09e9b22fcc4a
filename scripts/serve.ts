// `npm run serve`: the built app on PORT, as `next start` serves it, except that every request's
// X-Forwarded-For ends with the address of the connection. Next.js keeps a forwarded header the client
// sent as it is, so without this the rate limits could only key on what the client claims
// (lib/http/peer-address.ts, lib/rate-limit/client-address.ts). A path that does not decode gets the
// not-found page instead of Next's 500 (lib/http/undecodable-path.ts), and TRACE and TRACK, which Next
// cannot take, get a 405 (lib/http/refuse-forbidden-methods.ts).
import { createServer } from 'node:http';
import next from 'next';
import { withPeerAddress } from '@/lib/http/peer-address';
import { withForbiddenMethodsRefused } from '@/lib/http/refuse-forbidden-methods';
import { withDecodablePath } from '@/lib/http/undecodable-path';

const port = Number(process.env.PORT ?? 3000);
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port });

async function main() {
  await app.prepare();
  const server = createServer(withForbiddenMethodsRefused(withPeerAddress(withDecodablePath(app.getRequestHandler()))));
  const stop = () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  server.listen(port, () => console.log(`Serving on port ${port}.`));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
