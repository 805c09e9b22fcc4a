import 'server-only';
import pg from 'pg';
import { databaseUrls } from '@/lib/config/database';
import { liveChannels, parseNotice, type LiveChannel } from './channels';

// One LISTEN connection per instance, shared by every open stream (decision 043). It goes to
// PostgreSQL itself (DATABASE_DIRECT_URL when DATABASE_URL names PgBouncer): a transaction pooler hands
// a server connection out per transaction, so a LISTEN there would hear nothing. After a lost connection
// it reconnects with back-off and tells the subscribers to catch up, as notices sent meanwhile are gone.

type Handler = (topic: string, sequence: number) => void;

type ListenerState = {
  client: pg.Client | null;
  connecting: Promise<void> | null;
  handlers: Map<LiveChannel, Set<Handler>>;
  resync: Set<() => void>;
  failures: number;
  stopped: boolean;
};

const globalForListener = globalThis as unknown as { liveListener?: ListenerState };

function state(): ListenerState {
  globalForListener.liveListener ??= { client: null, connecting: null, handlers: new Map(), resync: new Set(), failures: 0, stopped: false };
  return globalForListener.liveListener;
}

function connect(): Promise<void> {
  const s = state();
  if (s.client || s.connecting) return s.connecting ?? Promise.resolve();
  const { url, directUrl } = databaseUrls();
  const connectionString = directUrl ?? url;
  if (!connectionString) return Promise.reject(new Error('DATABASE_URL is not set'));
  s.stopped = false;
  const client = new pg.Client({ connectionString, keepAlive: true, application_name: 'live-listener' });
  let dead = false;
  const lost = () => {
    if (dead) return;
    dead = true;
    if (s.client === client) s.client = null;
    client.removeAllListeners('notification');
    void client.end().catch(() => {});
    if (s.stopped) return;
    s.failures += 1;
    // 0.5, 1, 2, 4 s, then every 5 s: the streams' own rechecks carry them meanwhile.
    setTimeout(() => void connect().catch(() => {}), Math.min(5_000, 250 * 2 ** s.failures)).unref();
  };
  client.on('error', lost);
  client.on('end', lost);
  client.on('notification', (message) => {
    const notice = parseNotice(message.payload ?? '');
    if (!notice) return;
    for (const handler of s.handlers.get(message.channel as LiveChannel) ?? []) handler(notice.topic, notice.sequence);
  });
  s.connecting = (async () => {
    try {
      await client.connect();
      for (const channel of Object.values(liveChannels)) await client.query(`LISTEN ${channel}`);
      s.client = client;
      const recovered = s.failures > 0;
      s.failures = 0;
      if (recovered) for (const resync of s.resync) resync();
    } catch (error) {
      lost();
      throw error;
    } finally {
      s.connecting = null;
    }
  })();
  return s.connecting;
}

/** Calls `handler` for each notice on `channel` that reaches this instance; returns the unsubscribe. */
export function onNotice(channel: LiveChannel, handler: Handler): () => void {
  const s = state();
  const set = s.handlers.get(channel) ?? new Set<Handler>();
  set.add(handler);
  s.handlers.set(channel, set);
  return () => set.delete(handler);
}

/** Called after the connection came back: notices may have been missed. */
export function onResync(handler: () => void): () => void {
  state().resync.add(handler);
  return () => state().resync.delete(handler);
}

/**
 * Waits (at most `timeoutMs`) until this instance listens, so that a stream reading its starting point
 * after this hears every later change. A listener that is down does not fail the stream: its rechecks
 * bring it up to date.
 */
export async function whenListening(timeoutMs = 2_000): Promise<boolean> {
  if (state().client) return true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([connect().then(() => true, () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Closes the listening connection (a stopping instance, the end of a test). */
export async function stopListening(): Promise<void> {
  const s = state();
  s.stopped = true;
  const client = s.client;
  s.client = null;
  await client?.end().catch(() => {});
}
