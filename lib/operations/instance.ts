import { hostname } from 'node:os';
import { instanceSettings } from '@/lib/config/instance';

/**
 * The name this app instance goes by in logs and in the X-Instance header: INSTANCE_ID when the
 * operator gives one, otherwise the machine's name and the port, which tell instances apart.
 */
export function instanceId(): string {
  const { id, port } = instanceSettings();
  return id ?? `${hostname()}:${port}`;
}

// Set by the server script when SIGTERM arrives; route handlers run in the same process and read it.
const globalForStop = globalThis as unknown as { appStopping?: boolean };

export function markStopping(): void {
  globalForStop.appStopping = true;
}

export function isStopping(): boolean {
  return globalForStop.appStopping === true;
}
