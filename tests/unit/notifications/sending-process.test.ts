import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sendingProcessScript, startSendingProcess } from '@/lib/notifications/sending-process';

// The server's start keeps the notification sender running beside it (decision 044): started again after
// a crash, not after a clean exit (nothing to send), and stopped within its deadline even when it does
// not stop by itself. Real processes, running a small script in the bundle's place.

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A script in the bundle's place that writes a line each time it starts, then does what `body` says. */
async function buildDirWith(body: string): Promise<{ buildDir: string; starts: () => Promise<number> }> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sending-process-'));
  const log = path.join(dir, 'starts.log');
  await writeFile(sendingProcessScript(dir), `import { appendFileSync, readFileSync } from 'node:fs';\nappendFileSync(${JSON.stringify(log)}, 'start\\n');\nconst starts = readFileSync(${JSON.stringify(log)}, 'utf8').split('\\n').length - 1;\n${body}\n`);
  return { buildDir: dir, starts: async () => (await readFile(log, 'utf8').catch(() => '')).split('\n').length - 1 };
}

describe('the sending process', () => {
  it('is not started without the bundle, so the server sends in its own process', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sending-process-'));
    expect(startSendingProcess(dir)).toBeNull();
  });

  it('is started again after a crash, and stopped with the server', async () => {
    // Crashes on its first start; the second one runs until it is stopped.
    const { buildDir, starts } = await buildDirWith(`if (starts === 1) process.exit(3);\nsetInterval(() => {}, 1000);`);
    const sending = startSendingProcess(buildDir, 50);
    await expect.poll(starts, { timeout: 10_000 }).toBe(2);
    const stopped = Date.now();
    await sending?.stop();
    expect(Date.now() - stopped).toBeLessThan(2_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await starts()).toBe(2);
  });

  it('is not started again after it exits cleanly (no VAPID keys: nothing to send)', async () => {
    const { buildDir, starts } = await buildDirWith('process.exit(0);');
    const sending = startSendingProcess(buildDir, 50);
    await expect.poll(starts, { timeout: 5_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await starts()).toBe(1);
    await sending?.stop();
  });

  it('is killed when it does not stop within the deadline', async () => {
    const { buildDir, starts } = await buildDirWith(`process.on('SIGTERM', () => {});\nsetInterval(() => {}, 1000);`);
    const sending = startSendingProcess(buildDir, 50);
    await expect.poll(starts, { timeout: 5_000 }).toBe(1);
    const stopped = Date.now();
    await sending?.stop(300);
    expect(Date.now() - stopped).toBeGreaterThanOrEqual(250);
    expect(Date.now() - stopped).toBeLessThan(3_000);
  });
});
