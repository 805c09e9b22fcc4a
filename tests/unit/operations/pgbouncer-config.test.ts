import { describe, expect, it } from 'vitest';
import { renderPgbouncerConfig } from '@/scripts/support/pgbouncer';

describe('the PgBouncer configuration of the cluster', () => {
  const { ini, users } = renderPgbouncerConfig({ port: 4050, serverUrl: 'postgresql://postgres:secret@127.0.0.1:55000/catalogue', statementTimeoutMs: 3_000, serverConnections: 20, runDir: '/run/x' });

  it('pools per transaction on loopback, with the server’s timeouts on every server connection', () => {
    expect(ini).toMatch(/^pool_mode = transaction$/m);
    expect(ini).toMatch(/^listen_addr = 127\.0\.0\.1$/m);
    expect(ini).toMatch(/^listen_port = 4050$/m);
    expect(ini).toContain(`catalogue = host=127.0.0.1 port=55000 dbname=catalogue user=postgres password=secret connect_query='SET statement_timeout = 3000; SET lock_timeout = 3000'`);
    expect(ini).toMatch(/^query_wait_timeout = 3$/m);
  });

  it('takes the pg driver’s startup parameters that it cannot pass on, and the server’s own user', () => {
    expect(ini).toMatch(/^ignore_startup_parameters = statement_timeout,lock_timeout,extra_float_digits,options$/m);
    expect(users).toBe(`"postgres" "secret"\n`);
  });
});
