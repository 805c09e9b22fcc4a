import http from 'node:http';

// A small closed-loop load generator: `connections` loops, each on its own keep-alive socket, sending
// the next request as soon as the previous answer is read, for a fixed time. Loopback only.

export type LoadResult = { requests: number; errors: number; rps: number; p50: number; p99: number; max: number; statuses: Record<string, number> };

export type LoadOptions = {
  port: number;
  connections: number;
  durationMs: number;
  /** The path of the next request of one loop. */
  path: (n: number) => string;
  headers?: Record<string, string>;
};

function get(agent: http.Agent, port: number, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    // A stuck request must not outlive the run.
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')));
  });
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

export async function runLoad({ port, connections, durationMs, path, headers = {} }: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let counter = 0;
  const started = performance.now();
  const deadline = started + durationMs;

  async function loop(): Promise<void> {
    while (performance.now() < deadline) {
      const n = counter++;
      const start = performance.now();
      try {
        const status = await get(agent, port, path(n), headers);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status !== 200) errors++;
      } catch {
        statuses.failed = (statuses.failed ?? 0) + 1;
        errors++;
      }
      latencies.push(performance.now() - start);
    }
  }

  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = performance.now() - started;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    rps: (sorted.length * 1000) / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    statuses,
  };
}
