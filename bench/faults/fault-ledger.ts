/** One request of the fault run: when it started and ended (ms from the run's start) and how it ended. */
export type Outcome = 'ok' | 'failed' | 'hung';

export type RequestRecord = { kind: 'write' | 'page'; startedMs: number; endedMs: number; outcome: Outcome; instance: string };

export type FaultTimes = { killMs: number; databaseDownMs: number; databaseUpMs: number };

/**
 * Seconds from the kill until traffic is whole again on the surviving instance: the end of the last
 * request that failed between the kill and the database's stop (0 when none failed).
 */
export function instanceFailoverSeconds(records: readonly RequestRecord[], times: FaultTimes): number {
  const failures = records.filter((record) => record.outcome !== 'ok' && record.startedMs >= times.killMs - 1_000 && record.startedMs < times.databaseDownMs);
  if (failures.length === 0) return 0;
  return Math.max(0, Math.max(...failures.map((record) => record.endedMs)) - times.killMs) / 1000;
}

/**
 * Seconds from PostgreSQL's return until service is back: the start of the first request after which
 * nothing failed any more, less the moment PostgreSQL was up again (0 when nothing failed after it).
 */
export function databaseRecoverySeconds(records: readonly RequestRecord[], times: FaultTimes): number {
  const lastFailure = Math.max(-Infinity, ...records.filter((record) => record.outcome !== 'ok' && record.startedMs >= times.databaseDownMs).map((record) => record.startedMs));
  if (lastFailure === -Infinity) return 0;
  const firstGood = records.filter((record) => record.outcome === 'ok' && record.startedMs > lastFailure).map((record) => record.startedMs);
  if (firstGood.length === 0) return Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(...firstGood) - times.databaseUpMs) / 1000;
}

export function faultsLine(figures: { acknowledged: number; lost: number; failedClearly: number; hung: number; failoverSeconds: number; recoverySeconds: number; poolerRecoverySeconds?: number }): string {
  const pooler = figures.poolerRecoverySeconds === undefined ? '' : ` pooler_recovery_s=${figures.poolerRecoverySeconds.toFixed(1)}`;
  return `faults acknowledged=${figures.acknowledged} lost=${figures.lost} failed_clearly=${figures.failedClearly} hung=${figures.hung} instance_failover_s=${figures.failoverSeconds.toFixed(1)} db_recovery_s=${figures.recoverySeconds.toFixed(1)}${pooler}`;
}
