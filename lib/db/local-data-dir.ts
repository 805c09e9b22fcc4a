import path from 'node:path';

/**
 * The git-ignored folder for local state: the embedded cluster, generated secrets, the mail outbox.
 * `npm start` passes it to the server explicitly; scripts run from the project root.
 */
export function localDataDir(): string {
  const configured = process.env.CATALOGUE_DATA_DIR;
  return configured ? path.resolve(configured) : path.join(process.cwd(), '.data');
}
