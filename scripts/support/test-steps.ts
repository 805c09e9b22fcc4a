import { spawn, spawnSync } from 'node:child_process';
import type { StepResult } from './test-report';

/** A step whose output goes straight to the terminal: the long ones, whose progress is worth seeing. */
export function runInherited(label: string, command: string, args: string[], cwd: string, env: Record<string, string> = {}): StepResult {
  console.log(`\n── ${label} ──`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  return { label, ok: result.status === 0, seconds: (performance.now() - started) / 1000 };
}

/**
 * A step run beside others: its output is held and printed whole when it ends, so that two checks'
 * lines never interleave.
 */
export function runCaptured(label: string, command: string, args: string[], cwd: string): Promise<StepResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean, extra = '') => {
      const seconds = (performance.now() - started) / 1000;
      console.log(`\n── ${label} (${seconds.toFixed(1)} s) ──`);
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      if (text || extra) console.log(`${text}${extra}`);
      resolve({ label, ok, seconds });
    };
    child.on('error', (error) => finish(false, `\n${error.message}`));
    child.on('close', (code) => finish(code === 0));
  });
}
