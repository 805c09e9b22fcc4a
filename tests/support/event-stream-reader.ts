// Reads a text/event-stream answer as the browser's EventSource would: events split on blank lines,
// `id`, `event` and `data` fields kept, comments and `retry` dropped.

export type ReadEvent = { id: string | undefined; event: string; data: string };

export type EventReader = {
  /** The next event, or 'closed' when the stream ended, or 'timeout' when none came in time. */
  next(timeoutMs?: number): Promise<ReadEvent | 'closed' | 'timeout'>;
  /** The next event of this name, skipping others (pings); 'closed' or 'timeout' likewise. */
  nextOf(name: string, timeoutMs?: number): Promise<ReadEvent | 'closed' | 'timeout'>;
  cancel(): Promise<void>;
};

function parse(block: string): ReadEvent | null {
  const event: ReadEvent = { id: undefined, event: 'message', data: '' };
  let hasData = false;
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const at = line.indexOf(':');
    const [field, value] = at < 0 ? [line, ''] : [line.slice(0, at), line.slice(at + 1).replace(/^ /, '')];
    if (field === 'id') event.id = value;
    else if (field === 'event') event.event = value;
    else if (field === 'data') {
      event.data = hasData ? `${event.data}\n${value}` : value;
      hasData = true;
    }
  }
  return hasData ? event : null;
}

export function readEvents(response: Response): EventReader {
  const body = response.body;
  if (!body) throw new Error('no body');
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const queued: (ReadEvent | 'closed')[] = [];
  let buffer = '';
  const waiting: { wake: (() => void) | null } = { wake: null };
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const parsed = parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (parsed) queued.push(parsed);
        }
        waiting.wake?.();
      }
    } catch {
      // cancelled
    }
    queued.push('closed');
    waiting.wake?.();
  })();
  const next = async (timeoutMs = 5_000): Promise<ReadEvent | 'closed' | 'timeout'> => {
    const until = Date.now() + timeoutMs;
    while (queued.length === 0) {
      const left = until - Date.now();
      if (left <= 0) return 'timeout';
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiting.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      waiting.wake = null;
    }
    const item = queued[0]!;
    if (item !== 'closed') queued.shift();
    return item;
  };
  return {
    next,
    async nextOf(name, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const item = await next(Math.max(0, until - Date.now()));
        if (item === 'closed' || item === 'timeout' || item.event === name) return item;
      }
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}
