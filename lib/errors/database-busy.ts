import { AppError } from './app-error';

// SQLSTATEs that mean "the database could not do it now", not "the request was wrong": a statement or a
// lock wait that ran out of time, a serialisation conflict, too many connections, a server shutting
// down or starting, and every connection failure (class 08).
const busyStates = new Set(['57014', '55P03', '40001', '40P01', '53300', '57P01', '57P02', '57P03']);
// The pg driver adapter's names for a server it cannot reach or that went away mid-request.
const busyKinds = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections', 'TransactionWriteConflict']);
// Prisma's own codes for the same: server unreachable or timed out, connection closed, no free
// connection in time, and an interactive transaction that could not start or finish in time.
const busyPrismaCodes = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028', 'P2034']);
// What the pg pool and client throw themselves, unwrapped, when a connection cannot be had or breaks.
const busyMessages = [/timeout exceeded when trying to connect/i, /connection terminated/i, /Connection is closed/i, /ECONNREFUSED/];

type Inspected = { code?: unknown; kind?: unknown; message?: unknown; meta?: { driverAdapterError?: { cause?: Inspected } }; cause?: unknown };

function isBusyOne(error: Inspected): boolean {
  const adapterCause = error.meta?.driverAdapterError?.cause;
  if (adapterCause && isBusyOne(adapterCause)) return true;
  if (typeof error.code === 'string' && (busyStates.has(error.code) || error.code.startsWith('08') || busyPrismaCodes.has(error.code))) return true;
  if (typeof error.kind === 'string' && busyKinds.has(error.kind)) return true;
  return typeof error.message === 'string' && busyMessages.some((pattern) => pattern.test(error.message as string));
}

/** Whether a thrown error says the database is busy or away (so trying again later may work). */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if (isBusyOne(current as Inspected)) return true;
    current = (current as Inspected).cause;
  }
  return false;
}

/** Seconds a client is asked to wait before it tries a busy write again. */
const BUSY_RETRY_AFTER_SECONDS = 2;

export const databaseBusy = (cause: unknown) => new AppError('unavailable', 'Errors.busyTryAgain', { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS, cause });

/** Which wait ran out, when a busy error is a timeout: the statement, a lock, or a free connection. */
export function timeoutKind(error: unknown): 'statement' | 'lock' | 'connection' | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const one = current as Inspected;
    const code = one.meta?.driverAdapterError?.cause?.code ?? one.code;
    if (code === '57014') return 'statement';
    if (code === '55P03') return 'lock';
    if (code === 'P2024' || (typeof one.message === 'string' && /timeout exceeded when trying to connect/i.test(one.message))) return 'connection';
    current = one.meta?.driverAdapterError?.cause ?? one.cause;
  }
  return undefined;
}
