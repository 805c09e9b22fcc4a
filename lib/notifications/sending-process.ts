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

export type SendingProcess = {
  /** SIGTERM: the jobs in hand finish and the process exits; one still running after `deadlineMs` is killed. */
  stop(deadlineMs?: number): Promise<void>;
};

/**
 * A stop that lasts longer is cut: the server's own stop must end within STOP_DEADLINE_MS (decision 028).
 * A job cut short sends nothing twice (its devices were claimed) and is freed by the unlock-stale-jobs crontab.
 */
const STOP_WITHIN_MS = 7_000;

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
export function startSendingProcess(buildDir: string, restartAfterMs = RESTART_AFTER_MS): SendingProcess | null {
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
      console.error(`The notification sender exited (${signal ?? code}); starting it again in ${restartAfterMs / 1000} s.`);
      setTimeout(() => !stopping && start(), restartAfterMs).unref();
    });
  };
  start();
  const sending: SendingProcess = {
    async stop(deadlineMs = STOP_WITHIN_MS) {
      stopping = true;
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      const cut = setTimeout(() => running.kill('SIGKILL'), deadlineMs);
      await exited;
      clearTimeout(cut);
    },
  };
  globalForSending.pushSendingProcess = sending;
  return sending;
}
