import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testVapidKeys } from '@/tests/support/push-test-keys';

// The server's own start hook (instrumentation.ts), run in a process of its own as Next.js runs it
// before serving: a bad production setting must stop the process, naming every wrong variable.
const root = path.resolve(import.meta.dirname, '../../..');

function register(env: Record<string, string>) {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['-e', "import('./instrumentation.ts').then((hook) => hook.register()).then(() => console.log('started'))"], {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', NEXT_RUNTIME: 'nodejs', ...env },
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const production = { APP_ORIGIN: 'https://webcatalog.convention.example', AUTH_SECRET: 'a-production-secret-of-at-least-32-chars', ...testVapidKeys() };

describe('the start-up check', () => {
  it('lets a server with good settings start', () => {
    const { status, output } = register(production);
    expect(output).toContain('started');
    expect(status).toBe(0);
  });

  it('refuses to start with bad production settings and lists each wrong variable', () => {
    const { status, output } = register({
      ...production,
      AUTH_SECRET: 'too-short',
      AUTH_IDP_ISSUER: 'https://login.convention.example',
      SMTP_URL: 'mail.convention.example:587',
      STRIPE_SECRET_KEY: 'pk_live_not_a_secret_key',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    });
    expect(status).toBe(1);
    expect(output).not.toContain('started');
    expect(output).toContain('Invalid runtime configuration');
    for (const variable of ['AUTH_SECRET', 'AUTH_IDP_ID', 'AUTH_IDP_SECRET', 'SMTP_URL', 'STRIPE_SECRET_KEY']) expect(output).toMatch(new RegExp(`^  - ${variable} `, 'm'));
  });

  it('refuses to start with a bad value of a setting that is read only where it is used', () => {
    const { status, output } = register({ ...production, CATALOGUE_REFRESH_SECONDS: '-1', DATABASE_URL: 'mysql://db.convention.example/catalogue', INSTANCE_ID: 'two words' });
    expect(status).toBe(1);
    expect(output).not.toContain('started');
    expect(output).toMatch(/^ {2}- CATALOGUE_REFRESH_SECONDS must be a number of seconds/m);
    expect(output).toMatch(/^ {2}- DATABASE_URL must be a PostgreSQL connection string/m);
    expect(output).toMatch(/^ {2}- INSTANCE_ID must be/m);
  });

  it('refuses to serve without the session secret', () => {
    const { status, output } = register({ APP_ORIGIN: production.APP_ORIGIN });
    expect(status).toBe(1);
    expect(output).toMatch(/^ {2}- AUTH_SECRET is required to serve/m);
  });

  it('refuses to serve the public without the keys that sign its notifications, or with half a pair', () => {
    const withoutKeys = { APP_ORIGIN: production.APP_ORIGIN, AUTH_SECRET: production.AUTH_SECRET };
    const none = register(withoutKeys);
    expect(none.status).toBe(1);
    expect(none.output).toMatch(/^ {2}- VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required to serve/m);
    const half = register({ ...withoutKeys, VAPID_PUBLIC_KEY: production.VAPID_PUBLIC_KEY });
    expect(half.status).toBe(1);
    expect(half.output).toMatch(/^ {2}- VAPID_PRIVATE_KEY is required when VAPID_PUBLIC_KEY is set/m);
  });
});
