import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

// The notifications' sending in a process of its own, below the pages in the kernel's order (decision 044):
// a fan-out is CPU work (a key agreement and encryption a message), and in the server's own event loop
// it made every page wait behind it. In a separate process at a lower priority the kernel gives the
// pages the cores first and the sending what is left.

/** The bundled entry (scripts/build-push-worker.ts), in the build's folder. */
export const sendingProcessScript = (buildDir: string) => path.join(buildDir, 'push-worker.mjs');

const globalForSending = globalThis as unknown as { pushSendingProcess?: SendingProcess };

export type SendingProcess = { stop(): Promise<void> };

/** True once the server start (scripts/serve.ts) runs the sending in its own process: instrumentation.ts then leaves it out of the server's. */
export function sendingRunsApart(): boolean {
  return globalForSending.pushSendingProcess !== undefined;
}

/** After an unexpected exit the process is started again after this; the queue's jobs wait meanwhile. */
const RESTART_AFTER_MS = 2_000;

/**
 * Starts the sending process of this server and keeps it running: started again after an unexpected
 * exit, stopped with the server (and by itself when the server dies: it watches its IPC channel).
 * Null when the build has no bundled entry (a build from before it): the server then sends itself.
 */
export function startSendingProcess(buildDir: string): SendingProcess | null {
  const script = sendingProcessScript(buildDir);
  if (!existsSync(script)) return null;
  let child: ChildProcess | null = null;
  let stopping = false;
  const start = () => {
    const started = spawn(process.execPath, [script], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child = started;
    started.on('exit', (code, signal) => {
      if (child === started) child = null;
      // 0: nothing to send on this server (no VAPID keys).
      if (stopping || code === 0) return;
      console.error(`The notification sender exited (${signal ?? code}); starting it again in ${RESTART_AFTER_MS / 1000} s.`);
      setTimeout(() => !stopping && start(), RESTART_AFTER_MS).unref();
    });
  };
  start();
  const sending: SendingProcess = {
    async stop() {
      stopping = true;
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
  };
  globalForSending.pushSendingProcess = sending;
  return sending;
}
