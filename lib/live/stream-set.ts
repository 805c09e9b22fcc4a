import 'server-only';
import { liveStreamSettings } from '@/lib/config/live-streams';
import { isStopping } from '@/lib/operations/instance';
import type { LiveChannel } from './channels';
import type { EventStream } from './event-stream';
import { onNotice, onResync } from './listener';

// The open streams of one kind on this instance, by topic (a group, an event). A notice for a topic
// checks that topic's streams again and sends the new number to those still allowed; every `recheckMs`
// all of them are checked again in one batch, which ends a stream whose session was signed out, whose
// plan ended or whose member was removed even when no notice came, and catches up a stream that missed
// a notice (the listener was reconnecting). A check costs a few queries per batch, not per stream.

export type LiveClient<Subject> = { topic: string; subject: Subject; stream: EventStream; sequence: number };

/** For each client, in order: the topic's current number when the client may still see it, else null. */
export type AccessCheck<Subject> = (clients: readonly LiveClient<Subject>[]) => Promise<(number | null)[]>;

export type StreamSet<Subject> = { add(client: LiveClient<Subject>): void; readonly size: number; checkAll(): Promise<void> };

const BATCH = 1_000;

export function createStreamSet<Subject>(channel: LiveChannel, check: AccessCheck<Subject>): StreamSet<Subject> {
  const byTopic = new Map<string, Set<LiveClient<Subject>>>();
  let size = 0;
  let timers: ReturnType<typeof setInterval>[] = [];
  let unsubscribe: (() => void)[] = [];

  const all = () => [...byTopic.values()].flatMap((set) => [...set]);
  const remove = (client: LiveClient<Subject>) => {
    const set = byTopic.get(client.topic);
    if (!set?.delete(client)) return;
    size -= 1;
    if (set.size === 0) byTopic.delete(client.topic);
    if (size === 0) stop();
  };

  async function run(clients: readonly LiveClient<Subject>[]): Promise<void> {
    for (let start = 0; start < clients.length; start += BATCH) {
      const batch = clients.slice(start, start + BATCH).filter((client) => client.stream.open);
      if (batch.length === 0) continue;
      let results: (number | null)[];
      try {
        results = await check(batch);
      } catch (error) {
        // The database is busy or away: nothing can change access meanwhile either; the next round retries.
        console.warn(`[live] check failed: ${error instanceof Error ? error.message.split('\n').at(-1) : String(error)}`);
        continue;
      }
      batch.forEach((client, index) => {
        const current = results[index];
        if (current === null || current === undefined) {
          client.stream.end('ended');
          remove(client);
        } else if (current > client.sequence) {
          client.sequence = current;
          client.stream.send({ id: current, event: 'change', data: { sequence: current } });
        }
      });
    }
  }

  const checkAll = () => {
    if (isStopping()) {
      // Sent elsewhere at once: the page reconnects through the load balancer to an instance that stays.
      for (const client of all()) client.stream.end('stopping');
      return Promise.resolve();
    }
    return run(all());
  };

  function start() {
    const { heartbeatMs, recheckMs } = liveStreamSettings();
    timers = [
      setInterval(() => {
        for (const client of all()) client.stream.send({ event: 'ping', data: 0 });
      }, heartbeatMs),
      setInterval(() => void checkAll(), recheckMs),
    ];
    for (const timer of timers) timer.unref();
    unsubscribe = [
      onNotice(channel, (topic, sequence) => {
        const waiting = [...(byTopic.get(topic) ?? [])].filter((client) => client.sequence < sequence);
        if (waiting.length > 0) void run(waiting);
      }),
      onResync(() => void checkAll()),
    ];
  }

  function stop() {
    for (const timer of timers) clearInterval(timer);
    for (const off of unsubscribe) off();
    timers = [];
    unsubscribe = [];
  }

  return {
    add(client) {
      if (!client.stream.open) return;
      if (size === 0) start();
      const set = byTopic.get(client.topic) ?? new Set();
      set.add(client);
      byTopic.set(client.topic, set);
      size += 1;
      void client.stream.closed.then(() => remove(client));
    },
    get size() {
      return size;
    },
    checkAll,
  };
}
