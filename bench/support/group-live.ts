import { createPrismaClient } from '@/lib/db/client';
import { DEMO_PASSWORD } from '@/lib/demo-data/demo-accounts';
import { LIVE_POLL_MS } from '@/lib/groups/group-limits';
import { openBenchDatabase } from './bench-database';
import { createBenchGroup, postMark } from './bench-group';
import { openStream } from './event-stream-client';
import { signInWithPassword } from './sign-in';

// A mark's way to the other members, through a running server: one session posts marks as the buyer's
// screen does, another watches the group as an open group page does, through its live stream
// (`stream`) or by polling the version each second as the pages did before (`poll`), and the time from
// sending a mark to the watcher first seeing its version is recorded. The demo event has one Platinum
// account, so both sessions are that member signed in twice; the membership check is the same for any
// member. Through nginx, the two sessions' requests land on either instance.

const MARKS = 40;

export type LiveWay = 'stream' | 'poll';

export async function measureMarkToSeen(origin: string, way: LiveWay): Promise<{ p95: number; p50: number; samples: number }> {
  const database = await openBenchDatabase({ scale: 1 });
  const db = createPrismaClient(database.url, 2);
  const group = await createBenchGroup(db);
  const { groupId, works } = group;
  let stop: () => Promise<void> = async () => {};
  try {
    const [buyer, watcher] = [await signInWithPassword(origin, 'platinum@demo.example', DEMO_PASSWORD, '198.51.100.21'), await signInWithPassword(origin, 'platinum@demo.example', DEMO_PASSWORD, '198.51.100.22')];
    let seen = { version: -1, at: 0 };
    const saw = (version: number) => {
      if (version > seen.version) seen = { version, at: performance.now() };
    };
    if (way === 'stream') {
      const stream = openStream(`${origin}/api/groups/${groupId}/events?since=0`, watcher, (event, id) => event === 'change' && saw(Number(id)));
      await stream.opened;
      stop = async () => stream.close();
    } else {
      let polling = true;
      const poll = (async () => {
        while (polling) {
          const response = await fetch(`${origin}/api/groups/${groupId}/version`, { headers: { Cookie: watcher } });
          if (!response.ok) throw new Error(`version: ${response.status}`);
          saw(((await response.json()) as { version: number }).version);
          await new Promise((resolve) => setTimeout(resolve, LIVE_POLL_MS));
        }
      })();
      stop = async () => {
        polling = false;
        await poll;
      };
    }
    const latencies: number[] = [];
    for (let i = 0; i < MARKS; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * LIVE_POLL_MS));
      const sent = performance.now();
      const version = await postMark(origin, buyer, groupId, works[i % works.length]!.id, i % 2 === 0);
      const deadline = performance.now() + 10_000;
      while (seen.version < version) {
        if (performance.now() > deadline) throw new Error(`version ${version} not seen within 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      latencies.push(seen.at - sent);
    }
    latencies.sort((a, b) => a - b);
    return { p95: latencies[Math.ceil(latencies.length * 0.95) - 1]!, p50: latencies[Math.floor(latencies.length / 2)]!, samples: latencies.length };
  } finally {
    await stop();
    await group.drop();
    await db.$disconnect();
    await database.close();
  }
}
