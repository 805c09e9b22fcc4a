import { describe, expect, it } from 'vitest';
import { databaseRecoverySeconds, faultsLine, instanceFailoverSeconds, type RequestRecord } from '@/bench/faults/fault-ledger';

const times = { killMs: 6_000, databaseDownMs: 15_000, databaseUpMs: 18_000 };
const at = (startedMs: number, outcome: RequestRecord['outcome'], endedMs = startedMs + 100): RequestRecord => ({ kind: 'write', startedMs, endedMs, outcome, instance: 'instance-1' });

describe('the fault bench figures', () => {
  it('measure failover from the kill to the end of the last failure before the database stops', () => {
    expect(instanceFailoverSeconds([at(5_000, 'ok'), at(6_100, 'failed', 6_300), at(6_500, 'failed', 7_400), at(8_000, 'ok'), at(16_000, 'failed')], times)).toBeCloseTo(1.4);
    expect(instanceFailoverSeconds([at(5_000, 'ok'), at(7_000, 'ok')], times)).toBe(0);
  });

  it('measure recovery from the database being back to the first request after which none failed', () => {
    expect(databaseRecoverySeconds([at(15_500, 'failed'), at(18_500, 'failed'), at(19_000, 'ok'), at(19_500, 'hung'), at(20_200, 'ok'), at(21_000, 'ok')], times)).toBeCloseTo(2.2);
    expect(databaseRecoverySeconds([at(15_500, 'failed'), at(16_000, 'ok')], times)).toBe(0);
    expect(databaseRecoverySeconds([at(19_000, 'failed')], times)).toBe(Number.POSITIVE_INFINITY);
  });

  it('print the one summary line', () => {
    expect(faultsLine({ acknowledged: 40, lost: 0, failedClearly: 7, hung: 0, failoverSeconds: 0.25, recoverySeconds: 1.04 })).toBe(
      'faults acknowledged=40 lost=0 failed_clearly=7 hung=0 instance_failover_s=0.3 db_recovery_s=1.0',
    );
  });
});
