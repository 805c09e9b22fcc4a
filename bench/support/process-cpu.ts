import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** The pid listening on a loopback port (the server process itself, not the npm or tsx wrapper). */
export function listenerPid(listenPort: number): number {
  const out = execFileSync('ss', ['-Hltnp', `sport = :${listenPort}`]).toString();
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`nothing listens on ${listenPort}`);
  return Number(pid);
}

/** User plus system CPU time of a process so far, in ms (from /proc). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}
