import { describe, expect, it } from 'vitest';
import { defaultDatabaseSettings } from '@/lib/config/database';
import { parseConfig } from '@/lib/config/schema';

describe('database settings', () => {
  it('default to a pool of 10 and a 5 s statement timeout', () => {
    expect(parseConfig({}).database).toEqual(defaultDatabaseSettings);
    expect(defaultDatabaseSettings).toEqual({ poolSize: 10, statementTimeoutMs: 5_000 });
  });

  it('take the pool size and statement timeout from the environment', () => {
    expect(parseConfig({ DATABASE_POOL_SIZE: '4', DATABASE_STATEMENT_TIMEOUT_MS: '1500' }).database).toEqual({ poolSize: 4, statementTimeoutMs: 1_500 });
  });

  it('refuse values that would leave no connection or no time, or hold a member for minutes', () => {
    for (const size of ['0', '-1', 'ten', '2.5', '201']) expect(() => parseConfig({ DATABASE_POOL_SIZE: size })).toThrow(/DATABASE_POOL_SIZE/);
    for (const ms of ['0', '99', '5s', '120001']) expect(() => parseConfig({ DATABASE_STATEMENT_TIMEOUT_MS: ms })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
  });
});
