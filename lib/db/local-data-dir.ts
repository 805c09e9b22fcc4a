import path from 'node:path';
import { localStateSettings } from '@/lib/config/local-state';

/**
 * The git-ignored folder for local state: the embedded cluster, generated secrets, the mail outbox.
 * `npm start` passes it to the server explicitly; scripts run from the project root.
 */
export function localDataDir(): string {
  const configured = localStateSettings().dataDir;
  return configured ? path.resolve(configured) : path.join(process.cwd(), '.data');
}
