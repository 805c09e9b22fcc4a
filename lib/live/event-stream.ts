import 'server-only';
import { appMetrics } from '@/lib/metrics';

// One Server-Sent Events answer (text/event-stream). A stream starts with the reconnection delay and a
// comment, so that its headers leave at once; it pings at an interval the caller drives, which keeps
// nginx, phone networks and the page's own watchdog from taking a quiet stream for a dead one.

export type StreamEvent = { id?: number; event: string; data: unknown };

export type EventStream = {
  response: Response;
  send(event: StreamEvent): void;
  /** Sends `event: end` (the page stops reconnecting) and closes. */
  end(reason: string): void;
  close(): void;
  readonly open: boolean;
  /** Resolves once the stream closed, from either side. */
  readonly closed: Promise<void>;
};

const encoder = new TextEncoder();

const globalForStreams = globalThis as unknown as { liveStreamsOpen?: number };

/** Streams this instance holds open now (the cap and `/metrics` read it). */
export const openStreamCount = () => globalForStreams.liveStreamsOpen ?? 0;

export function formatEvent({ id, event, data }: StreamEvent): string {
  // JSON has no raw line breaks, so one `data:` line carries it whole.
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function openEventStream({ signal, retryMs }: { signal: AbortSignal; retryMs: number }): EventStream {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let open = true;
  let markClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });
  globalForStreams.liveStreamsOpen = openStreamCount() + 1;
  appMetrics().liveStreams.inc();
  const finish = () => {
    if (!open) return;
    open = false;
    globalForStreams.liveStreamsOpen = openStreamCount() - 1;
    appMetrics().liveStreams.dec();
    signal.removeEventListener('abort', close);
    markClosed();
  };
  function close() {
    if (!open) return;
    try {
      controller?.close();
    } catch {
      // already closed by the client
    }
    finish();
  }
  const write = (text: string) => {
    if (!open || !controller) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      finish();
    }
  };
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      c.enqueue(encoder.encode(`retry: ${retryMs}\n: open\n\n`));
    },
    cancel: finish,
  });
  if (signal.aborted) finish();
  else signal.addEventListener('abort', close);
  const response = new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: neither Next's compression nor a proxy may hold events back to compress them.
      'Cache-Control': 'no-store, no-transform',
      // nginx passes this location unbuffered by its configuration; the header says it to any other proxy.
      'X-Accel-Buffering': 'no',
    },
  });
  return {
    response,
    send: (event) => write(formatEvent(event)),
    end(reason) {
      write(formatEvent({ event: 'end', data: { reason } }));
      close();
    },
    close,
    get open() {
      return open;
    },
    closed,
  };
}
