import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The network settings of instances behind this nginx on the same machine: they listen on loopback only,
 * and believe a forwarded entry only when nginx's own address connects, so no client can write the
 * address its rate limits count. nginx connects to the instances from 127.0.0.1 (its upstream lines).
 */
export function instanceNetworkSettings(): Record<string, string> {
  return { LISTEN_ADDRESS: '127.0.0.1', TRUSTED_PROXY_HOPS: '1', TRUSTED_PROXY_ADDRESSES: '127.0.0.1' };
}

export const nginxTemplatePath = (root: string) => path.join(root, 'deploy', 'nginx.conf');

const brotliModules = ['ngx_http_brotli_filter_module.so'].map((name) => path.join('/usr/lib/nginx/modules', name));

export type NginxSettings = {
  /** What nginx listens on: a port, or an address and port. */
  listen: string;
  /** host:port of each app instance. */
  upstreams: readonly string[];
  /** A folder nginx may write to (pid file, error log, temporary files, static file cache). */
  runDir: string;
  /** Brotli, where Debian's module is installed; gzip always. */
  brotli: boolean;
  /** The Host the app is told (APP_ORIGIN's host); `localhost:<port>` when nginx listens on a bare port. */
  publicHost?: string;
};

/** deploy/nginx.conf with its fields filled in. */
export function renderNginxConfig(template: string, settings: NginxSettings): string {
  const fields: Record<string, string> = {
    LOAD_MODULES: settings.brotli ? brotliModules.map((file) => `load_module ${file};`).join('\n') : '# (no brotli module installed: gzip only)',
    BROTLI: settings.brotli
      ? '  brotli on;\n  brotli_comp_level 5;\n  brotli_min_length 1024;\n  brotli_types text/plain text/css text/javascript application/javascript application/json application/manifest+json image/svg+xml text/x-component;'
      : '',
    UPSTREAM_SERVERS: settings.upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=2s;`).join('\n'),
    RUN_DIR: settings.runDir,
    LISTEN: settings.listen,
    PUBLIC_HOST: settings.publicHost ?? (/^\d+$/.test(settings.listen) ? `localhost:${settings.listen}` : settings.listen),
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (match, name: string) => {
    const value = fields[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf has an unknown field ${match}`);
    return value;
  });
}

export function nginxBinary(): string {
  const found = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
  if (!found) throw new Error('nginx is not installed: `apt-get install nginx` (Debian) or your system\'s package.');
  return found;
}

export const brotliAvailable = () => brotliModules.every((file) => existsSync(file));

/** Writes the filled-in configuration into runDir, checks it with `nginx -t`, and starts nginx in the foreground. */
export function startNginx(root: string, settings: NginxSettings): ChildProcess {
  mkdirSync(settings.runDir, { recursive: true, mode: 0o755 });
  const configFile = path.join(settings.runDir, 'nginx.conf');
  writeFileSync(configFile, renderNginxConfig(readFileSync(nginxTemplatePath(root), 'utf8'), settings));
  const args = ['-p', settings.runDir, '-c', configFile, '-e', path.join(settings.runDir, 'error.log')];
  const check = spawnSync(nginxBinary(), [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
  return spawn(nginxBinary(), [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
}
