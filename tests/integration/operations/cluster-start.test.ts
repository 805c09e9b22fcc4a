import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCluster } from '@/scripts/support/cluster';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });

describe('starting a cluster', () => {
  it('fails within its deadline with the step it was on, and stops the database it started', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'catalogue-cluster-start-'));
    chmodSync(dataDir, 0o755);
    const databasePort = await freePort();
    // Short, since the test waits it out: any step a stuck start can be on is one the message may name.
    const deadlineMs = 8_000;
    const started = Date.now();
    try {
      // A step that never ends, as a seeding stuck on a lock would.
      const start = startCluster({ root, port: await freePort(), instances: 1, dataDir, embeddedPostgresPort: databasePort, deadlineMs, prepare: () => new Promise(() => {}), log: () => {} });
      await expect(start).rejects.toThrow(/did not start within 8 s \(still (starting the database|applying migrations|preparing the database)\)/);
      expect(Date.now() - started).toBeLessThan(deadlineMs + 12_000);
      // Whatever the step, the database it started is stopped (at once, or when a slow start ends).
      const until = Date.now() + 20_000;
      while ((await listening(databasePort)) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await listening(databasePort)).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
