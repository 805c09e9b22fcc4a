import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { isDatabaseBusy } from '@/lib/errors/database-busy';

// The shapes as Prisma 7 over the pg driver adapter throws them (seen in tests/integration/db).
const prismaError = (code: string, cause: Record<string, unknown>) => Object.assign(new Error('Invalid invocation'), { code, meta: { driverAdapterError: { name: 'DriverAdapterError', cause } } });

describe('isDatabaseBusy', () => {
  it('knows a statement or lock wait that ran out of time', () => {
    expect(isDatabaseBusy(prismaError('P2039', { kind: 'postgres', code: '57014', originalCode: '57014' }))).toBe(true);
    expect(isDatabaseBusy(prismaError('P2010', { kind: 'postgres', code: '55P03' }))).toBe(true);
  });

  it('knows a database that cannot be reached, went away, or is starting', () => {
    expect(isDatabaseBusy(prismaError('P1001', { kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5432 }))).toBe(true);
    expect(isDatabaseBusy(prismaError('P2010', { kind: 'postgres', code: '57P03' }))).toBe(true);
    expect(isDatabaseBusy(prismaError('P2010', { kind: 'postgres', code: '08006' }))).toBe(true);
    expect(isDatabaseBusy(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseBusy(new Error('wrapped', { cause: new Error('timeout exceeded when trying to connect') }))).toBe(true);
  });

  it('leaves real faults and expected failures alone', () => {
    expect(isDatabaseBusy(prismaError('P2002', { kind: 'UniqueConstraintViolation' }))).toBe(false);
    expect(isDatabaseBusy(prismaError('P2010', { kind: 'postgres', code: '42601' }))).toBe(false);
    expect(isDatabaseBusy(new AppError('notFound', 'Errors.notFound'))).toBe(false);
    expect(isDatabaseBusy(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseBusy('57014')).toBe(false);
  });
});
