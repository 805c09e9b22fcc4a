// A live stream read the way a page's EventSource reads it, for the benchmarks: `onEvent` is called with
// each event's name and id as it arrives; `opened` resolves once the answer's headers came.

export type StreamClient = { opened: Promise<void>; close(): void };

export function openStream(url: string, cookie: string, onEvent: (event: string, id: string | undefined) => void): StreamClient {
  const controller = new AbortController();
  const opened = (async () => {
    const response = await fetch(url, { headers: { Cookie: cookie, Accept: 'text/event-stream' }, signal: controller.signal });
    if (response.status !== 200 || !response.body) throw new Error(`stream: ${response.status} ${await response.text()}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = new Map([...block.matchAll(/^(\w+): ?(.*)$/gm)].map((match) => [match[1] ?? '', match[2] ?? '']));
            const event = fields.get('event');
            if (event) onEvent(event, fields.get('id'));
          }
        }
      } catch {
        // closed by the benchmark
      }
    })();
  })();
  return { opened, close: () => controller.abort() };
}
