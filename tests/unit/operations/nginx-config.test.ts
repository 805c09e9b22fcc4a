import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectionLimits } from '@/lib/operations/http-server';
import { nginxTemplatePath, renderNginxConfig } from '@/scripts/support/nginx';

const template = readFileSync(nginxTemplatePath(path.resolve(import.meta.dirname, '..', '..', '..')), 'utf8');
const settings = { listen: '3000', upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'], runDir: '/tmp/run', brotli: false };

describe('deploy/nginx.conf', () => {
  it('fills every field: the instances as upstream servers, the port, and a run folder for every file nginx writes', () => {
    const config = renderNginxConfig(template, settings);
    expect(config).not.toMatch(/\{\{[A-Z_]+\}\}/);
    expect(config).toContain('server 127.0.0.1:3001 max_fails=1 fail_timeout=2s;');
    expect(config).toContain('server 127.0.0.1:3002 max_fails=1 fail_timeout=2s;');
    expect(config).toContain('listen 3000;');
    for (const directive of ['pid', 'client_body_temp_path', 'proxy_temp_path', 'proxy_cache_path']) expect(config).toMatch(new RegExp(`${directive} /tmp/run/`));
  });

  it('sets X-Forwarded-For for the app, compresses, and caches the build\'s hashed files for long', () => {
    const config = renderNginxConfig(template, settings);
    expect(config).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(config).toContain('gzip on;');
    expect(config).toMatch(/location \/_next\/static\/ \{[^}]*immutable/);
    expect(config).not.toMatch(/load_module|brotli on/);
    expect(renderNginxConfig(template, { ...settings, brotli: true })).toMatch(/load_module .*brotli[\s\S]*brotli on;/);
  });

  it('moves only requests that never reached an instance, so a POST is never applied twice', () => {
    expect(renderNginxConfig(template, settings)).toMatch(/proxy_next_upstream error http_502;/);
    expect(template).not.toMatch(/non_idempotent/);
  });

  it('refuses a template field it does not know', () => {
    expect(() => renderNginxConfig('listen {{PORTS}};', settings)).toThrow(/PORTS/);
  });
});

// Issue 32, finding 6: the app builds redirects from Host; a client's own Host must never reach it.
describe('the Host nginx sends', () => {
  it('comes from the configuration, never from the client', () => {
    expect(template).not.toMatch(/proxy_set_header\s+(Host|X-Forwarded-Host)\s+\$(http_host|host)\b/);
    const config = renderNginxConfig(template, settings);
    expect(config).toContain('proxy_set_header Host localhost:3000;');
    expect(config).toContain('proxy_set_header X-Forwarded-Host localhost:3000;');
    const named = renderNginxConfig(template, { ...settings, publicHost: 'catalogue.example' });
    expect(named).toContain('proxy_set_header Host catalogue.example;');
    expect(named).toContain('proxy_set_header X-Forwarded-Host catalogue.example;');
  });
});

// Issue 47, finding 9: a slow client is cut by nginx as by the instances (lib/operations/http-server.ts).
describe('the time a client may take', () => {
  const seconds = (directive: string, within = template) => Number(new RegExp(`\\b${directive} (\\d+)s;`).exec(within)?.[1] ?? Number.NaN);
  const config = renderNginxConfig(template, settings);
  const upstream = /upstream catalogue \{[^}]*\}/.exec(config)?.[0] ?? '';
  const server = config.slice(config.indexOf('server {'));

  it('is the instances’ for the headers, and at most 15 s without progress for the body and the answer', () => {
    expect(seconds('client_header_timeout', server) * 1000).toBe(connectionLimits.headersTimeoutMs);
    for (const directive of ['client_body_timeout', 'send_timeout', 'keepalive_timeout']) expect(seconds(directive, server), directive).toBeLessThanOrEqual(15);
  });

  it('keeps a connection to an instance idle for less time than the instance does', () => {
    expect(seconds('keepalive_timeout', upstream) * 1000).toBeLessThan(connectionLimits.keepAliveTimeoutMs);
  });
});

// Issue 52: live streams pass nginx unbuffered with a long read timeout, and nothing else does.
describe('the live streams', () => {
  const config = renderNginxConfig(template, settings);
  const streams = /location ~ \^\/api\/\(groups[^{]*\{[^}]*\}/.exec(config)?.[0] ?? '';
  const pattern = new RegExp(/location ~ (\S+) \{/.exec(streams)?.[1] ?? '^$');
  const seconds = (directive: string, within: string) => Number(new RegExp(`\\b${directive} (\\d+)s;`).exec(within)?.[1] ?? Number.NaN);

  it('are the two event routes only', () => {
    for (const path of ['/api/groups/AAAAAAAAAAAAAAAAAAAAAA/events', '/api/catalogue-changes/events']) expect(path).toMatch(pattern);
    for (const path of ['/api/groups/AAAAAAAAAAAAAAAAAAAAAA/version', '/api/groups/a/b/events', '/api/catalogue-changes/events/x', '/group/AAAAAAAAAAAAAAAAAAAAAA']) expect(path).not.toMatch(pattern);
  });

  it('go out unbuffered and uncompressed, read far past the app’s ping, while every other answer keeps the short limits', () => {
    expect(streams).toMatch(/proxy_buffering off;/);
    expect(streams).toMatch(/gzip off;/);
    expect(seconds('proxy_read_timeout', streams)).toBeGreaterThanOrEqual(4 * 60);
    const elsewhere = config.replace(streams, '');
    expect(elsewhere).not.toMatch(/proxy_buffering off/);
    expect(seconds('proxy_read_timeout', elsewhere)).toBeLessThanOrEqual(30);
  });
});
