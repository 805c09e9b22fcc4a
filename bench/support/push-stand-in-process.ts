import { fork } from 'node:child_process';
import path from 'node:path';
import type { PushSubscriptionJson } from '@/tests/support/push-stand-in';
import type { StandInSummary } from './push-stand-in-child';

export type StandInProcess = {
  pid: number;
  subscribe(count: number): Promise<PushSubscriptionJson[]>;
  summary(): Promise<StandInSummary>;
  stop(): Promise<void>;
};

/** The push service stand-in in a child process (push-stand-in-child.ts), asked over IPC. */
export async function startStandInProcess(): Promise<StandInProcess> {
  const child = fork(path.join(import.meta.dirname, 'push-stand-in-child.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting = new Map<number, (value: unknown) => void>();
  child.on('message', (message: { id: number; value: unknown }) => {
    waiting.get(message.id)?.(message.value);
    waiting.delete(message.id);
  });
  let next = 1;
  const ask = <T>(request: { ask: 'subscribe'; count: number } | { ask: 'summary' }) =>
    new Promise<T>((resolve) => {
      const id = next++;
      waiting.set(id, resolve as (value: unknown) => void);
      child.send({ ...request, id });
    });
  await new Promise<void>((resolve, reject) => {
    waiting.set(0, () => resolve());
    child.once('exit', (code) => reject(new Error(`the push stand-in exited with ${code}`)));
  });
  return {
    pid: child.pid ?? 0,
    subscribe: (count) => ask<PushSubscriptionJson[]>({ ask: 'subscribe', count }),
    summary: () => ask<StandInSummary>({ ask: 'summary' }),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    },
  };
}
