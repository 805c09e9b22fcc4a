/** A request whose body is streamed in chunks; `pulled()` says how many bytes the handler read. */
export function streamedRequest(
  url: string,
  options: { totalBytes: number; headers?: HeadersInit; chunkBytes?: number; method?: string; make?: (url: string, init: RequestInit) => Request },
) {
  const chunkBytes = options.chunkBytes ?? 64 * 1024;
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= options.totalBytes) return controller.close();
      const size = Math.min(chunkBytes, options.totalBytes - sent);
      sent += size;
      // Spaces: valid inside JSON and forms alike, so only the size can make the body unacceptable.
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
    // Nothing is produced before the handler asks for it, so `pulled()` counts only what it read.
  }, { highWaterMark: 0 });
  // `duplex` is required by Node for a streamed body and missing from the DOM typings.
  const init = { method: options.method ?? 'POST', headers: options.headers, body, duplex: 'half' } as RequestInit;
  return { request: (options.make ?? ((target, requestInit) => new Request(target, requestInit)))(url, init), pulled: () => sent };
}
